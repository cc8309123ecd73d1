import type { FormValue } from '../../src/api/schemas/form.ts';

/**
 * Where a form field's value sits in a prepared destination (CONTRACT.md §6): the chain of parent
 * values from the root, then the field name, with `true` written `ssh_tunnel` and `false`
 * `ssl_options`, repeated segments dropped. The fields every destination has stay at the top; staging
 * buckets and bucket keys of some vendors get their fixed containers.
 */
export const TOP_LEVEL_FIELDS = new Set([
  'vendor',
  'name',
  'recipient_id',
  'enabled_models',
  'frequency_minutes',
  'is_enabled',
]);

const BUCKET_CONTAINER: Record<string, string> = {
  bigquery: 'bucket_gcs',
  redshift: 'bucket_s3',
  redshift_serverless: 'bucket_s3',
  athena: 'bucket_s3',
};
const KEYED_BUCKET_VENDORS = new Set(['clickhouse', 'databricks']);
const KEY_CONTAINER: Record<string, string> = {
  access_id: 'aws_access_keys',
  secret_key: 'aws_access_keys',
  access_key: 'gcs_hmac_keys',
  secret: 'gcs_hmac_keys',
};

const segment = (value: FormValue) =>
  value === true ? 'ssh_tunnel' : value === false ? 'ssl_options' : String(value);

/** `parents` are the values from the root down (the vendor first); the result ends with `name`. */
export function preparedPath(parents: readonly FormValue[], name: string): string[] {
  if (TOP_LEVEL_FIELDS.has(name)) return [name];
  const [vendor, ...rest] = parents.map(segment);
  if (vendor === undefined) return [name];
  let inner = rest;
  const bucket = BUCKET_CONTAINER[vendor];
  if (bucket && (name === 'bucket_name' || name === 'bucket_region')) inner = [bucket, ...rest];
  const keys = KEY_CONTAINER[name];
  if (keys && KEYED_BUCKET_VENDORS.has(vendor)) inner = [keys];
  const path = [vendor, ...inner, name];
  return path.filter((s, i) => s !== path[i - 1]);
}

export function readPath(object: unknown, path: readonly string[]): unknown {
  let at: unknown = object;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export function writePath(object: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let at = object;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = value;
      return;
    }
    const next = at[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) at[key] = {};
    at = at[key] as Record<string, unknown>;
  });
}
