/**
 * The "prepared" destination of CONTRACT.md §6: what the form sends. Top-level keys first, then the
 * vendor settings nested by the generic form-tree wire rules (src/components/form-tree/wire.ts) with
 * the destination's integer and never-sent fields.
 */
import type { DestinationWrite } from '../../../api/schemas/destination.ts';
import type { FormNode } from '../../../api/schemas/form.ts';
import { currentValue, type FormValues } from '../../../components/form-tree/form-values.ts';
import { type WireRules, writeVisibleFields } from '../../../components/form-tree/wire.ts';
import { ALL_MODELS_MARKER, isTopLevelKey } from './form-values.ts';

/** Sent as integers, 0 when empty (SPEC.md §5). */
export const INTEGER_FIELDS: ReadonlySet<string> = new Set([
  'port',
  'ssh_tunnel_port',
  'connection_timeout_in_seconds',
  'retention_window_days',
]);
/** Shown for reference but never sent (SPEC.md §5); `type` is the console's existing/draft marker. */
const NOT_SENT: ReadonlySet<string> = new Set([
  'service_account',
  'primary_public_key',
  'secondary_public_key',
  'type',
]);

export const DESTINATION_WIRE_RULES: WireRules = {
  isTopLevel: isTopLevelKey,
  integerFields: INTEGER_FIELDS,
  notSent: NOT_SENT,
};

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
