/**
 * The wire nesting of CONTRACT.md §6: the values of the visible fields written into a nested object by
 * the chain of parents of each field (`true` → `ssh_tunnel`, `false` → `ssl_options`, a segment
 * repeated right after itself dropped), with the contract's bucket and access-key groupings, integers
 * and JSON converted as SPEC.md §5 says. Which names sit at the top, which are integers and which are
 * never sent are the caller's facts (WireRules); the server reads the same paths
 * (server/forms/field-paths.ts).
 */
import type { FormNode, FormValue } from '../../api/schemas/form.ts';
import { currentValue, type FormValues } from './form-values.ts';
import { visibleFields } from './visible-fields.ts';

export interface WireRules {
  /** Sent at the top of the object whatever their place in the tree (the caller writes them). */
  isTopLevel: (name: string) => boolean;
  /** Sent as integers, 0 when empty. */
  integerFields: ReadonlySet<string>;
  /** Shown for reference but never sent. */
  notSent: ReadonlySet<string>;
}

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
 * Where a field's value goes: the vendor, the rest of the chain, the field. A staging bucket's name
 * and region get their container right under the vendor; ClickHouse and Databricks bucket keys go
 * straight under theirs, whatever branch opened them.
 */
export function wirePath(
  vendor: string,
  chain: readonly FormValue[],
  name: string,
  isTopLevel: (name: string) => boolean,
): string[] {
  if (isTopLevel(name)) return [name];
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
export function wireValue(node: FormNode, raw: unknown, integerFields: ReadonlySet<string>): unknown {
  if (integerFields.has(node.name)) {
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

/**
 * Writes the visible fields below the root (the vendor select) into `target`, nested under the
 * vendor. Internal fields stay hidden, but a constant among them is part of the configuration.
 */
export function writeVisibleFields(
  target: Record<string, unknown>,
  root: FormNode,
  values: FormValues,
  rules: WireRules,
): Record<string, unknown> {
  const vendor = String(currentValue(root, values) ?? '');
  for (const { node, chain } of visibleFields(root, values, { includeInternal: true })) {
    if (node === root || rules.isTopLevel(node.name) || rules.notSent.has(node.name)) continue;
    if (node.attributes.form_element === 'div') continue;
    if (node.attributes.internal && node.const === undefined) continue;
    const value = wireValue(node, currentValue(node, values), rules.integerFields);
    if (value !== undefined) setPath(target, wirePath(vendor, chain, node.name, rules.isTopLevel), value);
  }
  return target;
}
