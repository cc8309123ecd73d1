/**
 * The values of the destination form: one flat record keyed by field name (CONTRACT.md §6 flattens a
 * stored destination the same way), holding typed values — booleans as booleans, enum keys as the
 * server gave them, text and number inputs as typed text. Conversion for the wire happens in prepare.ts.
 */
import type { FormNode, FormValue } from '../../../api/schemas/form.ts';

export type FormValues = Readonly<Record<string, unknown>>;

/** Sent at the top of the destination whatever their place in the form tree (CONTRACT.md §6). */
export const TOP_LEVEL_KEYS = [
  'vendor',
  'name',
  'recipient_id',
  'enabled_models',
  'frequency_minutes',
  'is_enabled',
] as const;
export type TopLevelKey = (typeof TOP_LEVEL_KEYS)[number];
export const isTopLevelKey = (name: string): name is TopLevelKey =>
  (TOP_LEVEL_KEYS as readonly string[]).includes(name);

/** The all-models marker: 'All current and future models' (SPEC.md §9). */
export const ALL_MODELS_MARKER = '*';

/** A blank form (SPEC.md §3): snowflake, parquet files, the organisation's frequency, enabled. */
export const BLANK_VALUES: FormValues = {
  vendor: 'snowflake',
  name: '',
  recipient_id: '',
  enabled_models: [],
  frequency_minutes: 0,
  is_enabled: true,
  file_format: 'parquet',
};

const choosable = (node: FormNode) => (node.enum ?? []).filter((entry) => !entry.disabled);

/**
 * The value a node has now. A constant is its constant; a boolean nobody touched is false; a select or
 * radio shows its first choice until one is picked — and a value left over from another branch with
 * the same field name (auth_method of the previous vendor) is not one of its choices, so it falls back
 * the same way instead of opening children that do not belong to this vendor.
 */
export function currentValue(node: FormNode, values: FormValues): FormValue | undefined {
  if (node.const !== undefined) return node.const;
  const raw = values[node.name];
  if (node.type === 'boolean') return raw === true;
  const choices = choosable(node);
  if (
    choices.length > 0 &&
    (node.attributes.form_element === 'select' || node.attributes.form_element === 'radio')
  ) {
    const chosen = choices.find((entry) => entry.key === raw);
    return chosen ? chosen.key : choices[0]?.key;
  }
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return undefined;
}
