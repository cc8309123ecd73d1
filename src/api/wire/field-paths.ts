/**
 * Where a form field's value sits in a prepared destination or source (CONTRACT.md §6), the one
 * definition console and server share: the chain of parent values from the root (the vendor first),
 * then the field name, with `true` written `ssh_tunnel` and `false` `ssl_options`, a segment repeated
 * right after itself dropped. The fields every destination has stay at the top; staging buckets and
 * bucket keys of some vendors get their fixed containers.
 */
import type { FormValue } from '../schemas/form.ts';

/** Sent at the top of the object whatever their place in the form tree. */
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

/** A staging bucket's name and region get their container right under these vendors. */
const BUCKET_FIELDS: ReadonlySet<string> = new Set(['bucket_name', 'bucket_region']);
const BUCKET_CONTAINER: Readonly<Record<string, string>> = {
  bigquery: 'bucket_gcs',
  redshift: 'bucket_s3',
  redshift_serverless: 'bucket_s3',
  athena: 'bucket_s3',
};
/** ClickHouse and Databricks bucket keys go straight under their container, whatever branch opened them. */
const KEYED_BUCKET_VENDORS: ReadonlySet<string> = new Set(['clickhouse', 'databricks']);
const KEY_CONTAINER: Readonly<Record<string, string>> = {
  access_id: 'aws_access_keys',
  secret_key: 'aws_access_keys',
  access_key: 'gcs_hmac_keys',
  secret: 'gcs_hmac_keys',
};

const segmentOf = (value: FormValue) =>
  value === true ? 'ssh_tunnel' : value === false ? 'ssl_options' : String(value);

/** `chain` is the parent values from the root down (the vendor first); the result ends with `name`. */
export function fieldPath(chain: readonly FormValue[], name: string): string[] {
  if (isTopLevelKey(name)) return [name];
  const [vendor, ...rest] = chain.map(segmentOf);
  if (vendor === undefined) return [name];
  let inner = rest;
  const bucket = BUCKET_CONTAINER[vendor];
  if (bucket && BUCKET_FIELDS.has(name)) inner = [bucket, ...rest];
  const keys = KEY_CONTAINER[name];
  if (keys && KEYED_BUCKET_VENDORS.has(vendor)) inner = [keys];
  const path = [vendor, ...inner, name];
  return path.filter((segment, i) => segment !== path[i - 1]);
}

export function readPath(object: unknown, path: readonly string[]): unknown {
  let at: unknown = object;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Writes `value` at `path`, making (or replacing non-object) containers on the way. */
export function writePath(object: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = object;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) at[last] = value;
}
