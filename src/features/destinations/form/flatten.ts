/**
 * A stored destination as form values (CONTRACT.md §6): the top-level fields as they are, and every
 * leaf of the vendor object at the top by its own name (the generic flattenSettings).
 */
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormValues } from '../../../api/wire/form-values.ts';
import { flattenSettings, jsonFieldNames } from '../../../components/form-tree/flatten.ts';

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
  return flattenSettings(destination[destination.vendor], values, jsonFields);
}
