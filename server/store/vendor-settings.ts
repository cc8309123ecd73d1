import type { Db } from '../db/connection.ts';
import { openJson, sealJson } from '../secrets/secret-box.ts';
import { deepMerge } from './deep-merge.ts';

/**
 * How destinations and sources store a vendor's settings: keyed by vendor as on the wire, the secrets
 * in their own column that reads never select, sealed (secrets/secret-box.ts). Both tables write and
 * reopen them the same way, so the two halves live here once.
 */
type ByVendor = Record<string, Record<string, unknown>>;

/** The `settings` and `secrets` column values, in that order. */
export const storedSettings = (
  db: Db,
  input: { settings: Record<string, unknown>; secrets: Record<string, unknown> },
): [string, string] => [JSON.stringify(input.settings), sealJson(db, input.secrets)];

/** The stored vendor block with its secrets merged back in, under the vendor's key (a prepared value's). */
export function openSettings(db: Db, row: { vendor: string; settings: string; secrets: string }) {
  const settings = JSON.parse(row.settings) as ByVendor;
  const secrets = openJson<ByVendor>(db, row.secrets);
  return { [row.vendor]: deepMerge(settings[row.vendor] ?? {}, secrets[row.vendor] ?? {}) };
}
