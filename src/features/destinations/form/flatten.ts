/**
 * A stored destination as form values (CONTRACT.md §6): the top-level fields as they are, and every
 * leaf of the vendor object at the top by its own name (`postgres.password_auth.username` →
 * `username`). JSON fields are leaves even though they hold objects: they become editable text.
 */
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormNode } from '../../../api/schemas/form.ts';
import type { FormValues } from './form-values.ts';

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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function flattenDestination(
  destination: Destination,
  jsonFields: ReadonlySet<string> = jsonFieldNames(),
): FormValues {
  const values: Record<string, unknown> = {
    vendor: destination.vendor,
    name: destination.name,
    recipient_id: destination.recipient_id,
    enabled_models: [...destination.enabled_models],
    frequency_minutes: destination.frequency_minutes,
    is_enabled: destination.is_enabled,
  };
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
  const settings = destination[destination.vendor];
  if (isPlainObject(settings)) visit(settings);
  return values;
}
