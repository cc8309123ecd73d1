import type { Environment } from '../../src/api/schemas/envelope.ts';
import { MAGIC_LINK_LIFETIME_MS, type MagicLink } from '../../src/api/schemas/magic-link.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { openSecret, sealSecret } from '../secrets/secret-box.ts';
import { insertDestination } from './destination-writes.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';

/**
 * Magic link rows ↔ wire. The token is looked up only by its SHA-256 (`token_hash`); `link` holds
 * the shareable URL staff copy from the list, which contains the token, so it is stored sealed
 * (secrets/secret-box.ts) and opened only to answer staff. Lists page by created_at.
 */
export interface MagicLinkRecord {
  id: string;
  name: string;
  recipient_id: string;
  vendor: string;
  host: string | null;
  bucket_name: string | null;
  bucket_vendor: string | null;
  bucket_access_id: string | null;
  metastore: string | null;
  set_destination_enabled: boolean;
  redirect_url: string | null;
  link: string;
  token_hash: string;
}

/** A read row: the record's columns as stored (flags 0/1), with the recipient's id in the provider system. */
interface MagicLinkRow extends Omit<MagicLinkRecord, 'set_destination_enabled' | 'token_hash'> {
  environment: Environment;
  id_in_provider_system: string;
  set_destination_enabled: number;
  has_been_used: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `m.id, m.environment, m.name, m.recipient_id, r.id_in_provider_system, m.vendor, m.host,
  m.bucket_name, m.bucket_vendor, m.bucket_access_id, m.metastore, m.set_destination_enabled,
  m.redirect_url, m.link, m.has_been_used, m.created_at, m.updated_at`;
const FROM = 'magic_links m JOIN recipients r ON r.id = m.recipient_id';

export const expiresAt = (createdAt: string) =>
  new Date(Date.parse(createdAt) + MAGIC_LINK_LIFETIME_MS).toISOString();

const toMagicLink = (db: Db, row: MagicLinkRow): MagicLink => ({
  id: row.id,
  name: row.name,
  recipient_id: row.recipient_id,
  id_in_provider_system: row.id_in_provider_system,
  vendor: row.vendor,
  host: row.host,
  link: openSecret(db, row.link),
  has_been_used: row.has_been_used === 1,
  created_at: row.created_at,
  expires_at: expiresAt(row.created_at),
  updated_at: row.updated_at,
  bucket_name: row.bucket_name,
  bucket_vendor: row.bucket_vendor,
  bucket_access_id: row.bucket_access_id,
  metastore: row.metastore,
  set_destination_enabled: row.set_destination_enabled === 1,
  redirect_url: row.redirect_url,
});

const TABLE: EnvironmentTable = { columns: COLUMNS, from: FROM, alias: 'm', sortColumn: 'created_at' };

export function pageMagicLinks(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<MagicLinkRow>(db, TABLE, environment, page);
  return { magicLinks: rows.map((row) => toMagicLink(db, row)), nextCursor };
}

export function findMagicLink(db: Db, environment: Environment, id: string): MagicLink | null {
  const row = environmentRow<MagicLinkRow>(db, TABLE, environment, id);
  return row ? toMagicLink(db, row) : null;
}

/** A link found by its token (any environment: the token alone identifies it), with that environment. */
export function findByTokenHash(db: Db, tokenHash: string) {
  const row = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE m.token_hash = ?`).get(tokenHash) as
    | MagicLinkRow
    | undefined;
  return row ? { environment: row.environment, magicLink: toMagicLink(db, row) } : null;
}

export function insertMagicLink(db: Db, environment: Environment, input: MagicLinkRecord, nowIso: string) {
  db.prepare(
    `INSERT INTO magic_links (id, environment, name, recipient_id, vendor, host, bucket_name, bucket_vendor,
       bucket_access_id, metastore, set_destination_enabled, redirect_url, link, token_hash, has_been_used,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  ).run(
    input.id,
    environment,
    input.name,
    input.recipient_id,
    input.vendor,
    input.host,
    input.bucket_name,
    input.bucket_vendor,
    input.bucket_access_id,
    input.metastore,
    input.set_destination_enabled ? 1 : 0,
    input.redirect_url,
    sealSecret(db, input.link),
    input.token_hash,
    nowIso,
    nowIso,
  );
}

export function deleteMagicLink(db: Db, environment: Environment, id: string): boolean {
  return (
    db.prepare('DELETE FROM magic_links WHERE environment = ? AND id = ?').run(environment, id).changes > 0
  );
}

/** Marks a link used; false when it already was (a second submit lost the race). */
export function markUsed(db: Db, id: string, nowIso: string): boolean {
  return (
    db
      .prepare('UPDATE magic_links SET has_been_used = 1, updated_at = ? WHERE id = ? AND has_been_used = 0')
      .run(nowIso, id).changes > 0
  );
}

/**
 * Creates the destination a magic link's form submitted, marking the link used in the same
 * transaction: of two submits of one link, exactly one creates a destination. False when it was used.
 */
export function insertDestinationForLink(
  db: Db,
  linkId: string,
  nowIso: string,
  environment: Environment,
  destination: Parameters<typeof insertDestination>[2],
): boolean {
  return db.transaction(() => {
    if (!markUsed(db, linkId, nowIso)) return false;
    insertDestination(db, environment, destination);
    return true;
  })();
}
