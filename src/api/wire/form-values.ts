/**
 * The values of a form driven by a server form tree (CONTRACT.md §6): one flat record keyed by field
 * name (a stored object is flattened the same way), holding typed values — booleans as booleans, enum
 * keys as the server gave them, text and number inputs as typed text. Conversion for the wire happens
 * in write.ts.
 */
import type { FormNode, FormValue } from '../schemas/form.ts';

export type FormValues = Readonly<Record<string, unknown>>;

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
