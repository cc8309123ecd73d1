import { randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type {
  RecipientSourceCredential,
  RecipientSourceCredentialWrite,
} from '../../src/api/schemas/recipient.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';
import type { PageRequest } from '../http/paging.ts';
import { sealJson } from '../secrets/secret-box.ts';
import { selectPage } from './page-query.ts';

/**
 * Recipient source credentials: one login per (recipient, source) for sources with role-based access.
 * The password goes to the `secrets` column, sealed (secrets/secret-box.ts), and is never read back.
 */
const COLUMNS = 'c.id, c.recipient_id, c.source_id, c.username';

export function pageCredentials(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = selectPage<RecipientSourceCredential>(
    db,
    {
      columns: COLUMNS,
      from: 'recipient_source_credentials c',
      where: 'c.environment = ?',
      params: [environment],
      sortColumn: 'c.created_at',
      idColumn: 'c.id',
    },
    page,
  );
  const credentials = rows.map(({ id, recipient_id, source_id, username }) => ({
    id,
    recipient_id,
    source_id,
    username,
  }));
  return { credentials, nextCursor };
}

/** The vendor and settings of the credential's source, or 422 naming what does not exist. */
export function credentialTarget(db: Db, environment: Environment, input: RecipientSourceCredentialWrite) {
  const recipient = db
    .prepare('SELECT 1 FROM recipients WHERE environment = ? AND id = ?')
    .get(environment, input.recipient_id);
  if (!recipient) throw new HttpError(422, 'recipient_source_credential.recipient_id: no such recipient');
  const source = db
    .prepare('SELECT vendor, settings FROM sources WHERE environment = ? AND id = ?')
    .get(environment, input.source_id) as { vendor: string; settings: string } | undefined;
  if (!source) throw new HttpError(422, 'recipient_source_credential.source_id: no such source');
  const settings = JSON.parse(source.settings) as Record<string, unknown>;
  return { vendor: source.vendor, settings: (settings[source.vendor] ?? {}) as Record<string, unknown> };
}

export function insertCredential(
  db: Db,
  environment: Environment,
  input: RecipientSourceCredentialWrite,
  nowIso: string,
): RecipientSourceCredential {
  credentialTarget(db, environment, input);
  const taken = db
    .prepare('SELECT 1 FROM recipient_source_credentials WHERE recipient_id = ? AND source_id = ?')
    .get(input.recipient_id, input.source_id);
  if (taken) throw new HttpError(409, 'This recipient already has a credential for this source.');
  const id = randomUUID();
  db.prepare(
    `INSERT INTO recipient_source_credentials
       (id, environment, recipient_id, source_id, username, secrets, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    environment,
    input.recipient_id,
    input.source_id,
    input.username,
    sealJson(db, { password: input.password }),
    nowIso,
    nowIso,
  );
  return { id, recipient_id: input.recipient_id, source_id: input.source_id, username: input.username };
}
