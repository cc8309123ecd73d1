/**
 * Where a definition itself fixes the destination's own fields (the recipient's onboarding form
 * locks the vendor, the recipient and whether it starts enabled as `const`), the form starts from
 * those values instead of the blank ones. A definition without a model checklist (the recipient has
 * no session to list models) sends the all-models marker: every model of the recipient's products.
 * The console's definitions fix none of these and always ask for models, so nothing changes there.
 */
import type { FormNode, FormValue } from '../../../api/schemas/form.ts';
import { isTopLevelKey } from '../../../api/wire/field-paths.ts';
import type { FormValues } from '../../../api/wire/form-values.ts';
import { findNode } from '../../../api/wire/walk.ts';
import { ALL_MODELS_MARKER } from './form-values.ts';

export const asksFor = (root: FormNode, name: string) => findNode(root, name) !== undefined;

/** The top-level values the definition fixes, by name. */
export function presetValues(root: FormNode): Record<string, FormValue | string[]> {
  const preset: Record<string, FormValue | string[]> = {};
  const visit = (node: FormNode) => {
    if (isTopLevelKey(node.name) && node.const !== undefined) preset[node.name] = node.const;
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  if (!asksFor(root, 'enabled_models')) preset.enabled_models = [ALL_MODELS_MARKER];
  return preset;
}

/** Starting values of a new destination: the blank form under what the definition fixes. */
export const initialValues = (root: FormNode, blank: FormValues): FormValues => ({
  ...blank,
  ...presetValues(root),
});
