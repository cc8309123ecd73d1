/**
 * The "prepared" destination of CONTRACT.md §6: what the form sends. Top-level keys first, then the
 * vendor settings nested by the shared wire module (src/api/wire/write.ts) with the destination's
 * integer and never-sent fields (src/api/wire/wire-rules.ts).
 */
import type { DestinationWrite } from '../../../api/schemas/destination.ts';
import type { FormNode } from '../../../api/schemas/form.ts';
import { currentValue, type FormValues } from '../../../api/wire/form-values.ts';
import { DESTINATION_WIRE_RULES } from '../../../api/wire/wire-rules.ts';
import { writeVisibleFields } from '../../../api/wire/write.ts';
import { ALL_MODELS_MARKER } from './form-values.ts';

/** enabled_models as sent: the all-models marker alone, or the model names sorted. */
export function normalizeModels(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
  if (list.includes(ALL_MODELS_MARKER)) return [ALL_MODELS_MARKER];
  return [...new Set(list)].sort((a, b) => a.localeCompare(b));
}

/** The whole prepared destination for `POST /destinations` and `POST /test-destination`. */
export function prepareDestination(root: FormNode, values: FormValues): DestinationWrite {
  const prepared: Record<string, unknown> = {
    vendor: String(currentValue(root, values) ?? ''),
    name: typeof values.name === 'string' ? values.name.trim() : '',
    recipient_id: typeof values.recipient_id === 'string' ? values.recipient_id : '',
    enabled_models: normalizeModels(values.enabled_models),
    frequency_minutes: Number(values.frequency_minutes ?? 0) || 0,
    is_enabled: values.is_enabled !== false,
  };
  return writeVisibleFields(prepared, root, values, DESTINATION_WIRE_RULES);
}
