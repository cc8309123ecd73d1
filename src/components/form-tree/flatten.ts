/**
 * A stored object's vendor settings as form values (CONTRACT.md §6): every leaf at the top by its own
 * name (`postgres.password_auth.username` → `username`). JSON fields are leaves even though they hold
 * objects: they become editable text.
 */
import type { FormNode } from '../../api/schemas/form.ts';
import { isPlainObject } from '../form/changed-fields.ts';

/** The JSON fields SPEC.md §3 names; a form definition may add its own (`type: json`). */
const KNOWN_JSON_FIELDS = ['service_account_key', 'workload_identity_federation_metadata'];

export function jsonFieldNames(root?: FormNode): ReadonlySet<string> {
  const names = new Set(KNOWN_JSON_FIELDS);
  const visit = (node: FormNode) => {
    if (node.type === 'json') names.add(node.name);
    for (const child of node.children ?? []) visit(child);
  };
  if (root) visit(root);
  return names;
}

/**
 * Adds the leaves of `settings` to `values` (a key already there wins: the top-level fields the caller
 * put first are not overwritten by a nested field of the same name). Returns `values`.
 */
export function flattenSettings(
  settings: unknown,
  values: Record<string, unknown>,
  jsonFields: ReadonlySet<string> = jsonFieldNames(),
): Record<string, unknown> {
  const visit = (object: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(object)) {
      if (jsonFields.has(key)) {
        if (value !== undefined && value !== null) {
          values[key] = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
        }
      } else if (isPlainObject(value)) visit(value);
      else if (!(key in values)) values[key] = value;
    }
  };
  if (isPlainObject(settings)) visit(settings);
  return values;
}
