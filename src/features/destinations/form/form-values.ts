/**
 * The destination's own facts about its form values (the values themselves are the generic form-tree
 * values, src/components/form-tree/form-values.ts): the keys sent at the top of a destination, the
 * all-models marker and the blank form.
 */
import type { FormNode } from '../../../api/schemas/form.ts';
import type { FormValues } from '../../../components/form-tree/form-values.ts';

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

/** Fields the generic renderer draws and validates (the fixed fields have their own controls). */
export const isVendorField = (node: FormNode) =>
  !isTopLevelKey(node.name) && node.attributes.form_element !== 'div';

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
