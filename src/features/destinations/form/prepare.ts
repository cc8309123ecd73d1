/**
 * The "prepared" destination of CONTRACT.md §6: what the form sends. Top-level keys first, then the
 * vendor settings nested by the chain of parents of each visible field (`true` → `ssh_tunnel`,
 * `false` → `ssl_options`, a segment repeated right after itself dropped), with the contract's bucket and access-key
 * groupings, integers and JSON converted as SPEC.md §5 says.
 */
import type { DestinationWrite } from '../../../api/schemas/destination.ts';
import type { FormNode, FormValue } from '../../../api/schemas/form.ts';
import { ALL_MODELS_MARKER, currentValue, type FormValues, isTopLevelKey } from './form-values.ts';
import { visibleFields } from './visible-fields.ts';

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
const BUCKET_FIELDS: ReadonlySet<string> = new Set(['bucket_name', 'bucket_region']);
const BUCKET_GROUP: Readonly<Record<string, string>> = {
  bigquery: 'bucket_gcs',
  redshift: 'bucket_s3',
  redshift_serverless: 'bucket_s3',
  athena: 'bucket_s3',
};
const KEY_GROUP_VENDORS: ReadonlySet<string> = new Set(['clickhouse', 'databricks']);
const KEY_GROUP: Readonly<Record<string, string>> = {
  access_id: 'aws_access_keys',
  secret_key: 'aws_access_keys',
  access_key: 'gcs_hmac_keys',
  secret: 'gcs_hmac_keys',
};

const segmentOf = (value: FormValue) =>
  value === true ? 'ssh_tunnel' : value === false ? 'ssl_options' : String(value);

/**
 * Where a field's value goes in the destination: the vendor, the rest of the chain, the field. A
 * staging bucket's name and region get their container right under the vendor; ClickHouse and
 * Databricks bucket keys go straight under theirs, whatever branch opened them (the server reads the
 * same paths: server/forms/field-paths.ts).
 */
export function pathOf(vendor: string, chain: readonly FormValue[], name: string): string[] {
  if (isTopLevelKey(name)) return [name];
  let inner = chain.slice(1).map(segmentOf);
  const bucket = BUCKET_GROUP[vendor];
  if (bucket && BUCKET_FIELDS.has(name)) inner = [bucket, ...inner];
  const keys = KEY_GROUP[name];
  if (keys && KEY_GROUP_VENDORS.has(vendor)) inner = [keys];
  const path = [vendor, ...inner, name];
  return path.filter((segment, i) => segment !== path[i - 1]);
}

const isBlank = (raw: unknown) => raw === undefined || raw === null || String(raw).trim() === '';

/** A JSON field's text as a value; an unparseable one is sent as undefined (SPEC.md §5). */
export function parseJsonField(raw: unknown): unknown {
  if (typeof raw !== 'string') return isBlank(raw) ? undefined : raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A field's value as sent; undefined leaves it out. */
export function wireValue(node: FormNode, raw: unknown): unknown {
  if (INTEGER_FIELDS.has(node.name)) {
    const n = isBlank(raw) ? 0 : Number.parseInt(String(raw).trim(), 10);
    return Number.isNaN(n) ? 0 : n;
  }
  switch (node.type) {
    case 'json':
      return parseJsonField(raw);
    case 'boolean':
      return raw === true;
    case 'number': {
      if (isBlank(raw)) return undefined;
      const n = Number(String(raw).trim());
      return Number.isFinite(n) ? n : undefined;
    }
    default:
      if (isBlank(raw)) return undefined;
      return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? raw : undefined;
  }
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let cursor = target;
  for (const segment of path.slice(0, -1)) {
    const next = cursor[segment];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) cursor[segment] = {};
    cursor = cursor[segment] as Record<string, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) cursor[last] = value;
}

/** enabled_models as sent: the all-models marker alone, or the model names sorted. */
export function normalizeModels(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string') : [];
  if (list.includes(ALL_MODELS_MARKER)) return [ALL_MODELS_MARKER];
  return [...new Set(list)].sort((a, b) => a.localeCompare(b));
}

/** The whole prepared destination for `POST /destinations` and `POST /test-destination`. */
export function prepareDestination(root: FormNode, values: FormValues): DestinationWrite {
  const vendor = String(currentValue(root, values) ?? '');
  const prepared: Record<string, unknown> = {
    vendor,
    name: typeof values.name === 'string' ? values.name.trim() : '',
    recipient_id: typeof values.recipient_id === 'string' ? values.recipient_id : '',
    enabled_models: normalizeModels(values.enabled_models),
    frequency_minutes: Number(values.frequency_minutes ?? 0) || 0,
    is_enabled: values.is_enabled !== false,
  };
  // Internal fields stay hidden, but a constant among them is part of the configuration.
  for (const { node, chain } of visibleFields(root, values, { includeInternal: true })) {
    if (node === root || isTopLevelKey(node.name) || NOT_SENT.has(node.name)) continue;
    if (node.attributes.form_element === 'div') continue;
    if (node.attributes.internal && node.const === undefined) continue;
    const value = wireValue(node, currentValue(node, values));
    if (value !== undefined) setPath(prepared, pathOf(vendor, chain, node.name), value);
  }
  return prepared;
}
