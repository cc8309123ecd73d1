/**
 * Which form fields a destination and a source send as integers and which they never send (SPEC.md §5):
 * the resources' own facts for write.ts.
 */
import type { WireRules } from './write.ts';

/** Sent as integers, 0 when empty (SPEC.md §5). */
export const DESTINATION_INTEGER_FIELDS: ReadonlySet<string> = new Set([
  'port',
  'ssh_tunnel_port',
  'connection_timeout_in_seconds',
  'retention_window_days',
]);

export const DESTINATION_WIRE_RULES: WireRules = {
  integerFields: DESTINATION_INTEGER_FIELDS,
  /** Shown for reference but never sent; `type` is the console's existing/draft marker. */
  notSent: new Set(['service_account', 'primary_public_key', 'secondary_public_key', 'type']),
};

export const SOURCE_WIRE_RULES: WireRules = {
  integerFields: new Set(['port', 'ssh_tunnel_port', 'connection_timeout_in_seconds']),
  /** Public keys are shown for copying and derived by the server; `type` is the console's marker. */
  notSent: new Set([
    'service_account',
    'primary_public_key',
    'secondary_public_key',
    'public_key',
    'ssh_public_key',
    'type',
  ]),
};
