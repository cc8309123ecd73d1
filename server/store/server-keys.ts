import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { openSecret, sealSecret } from '../secrets/secret-box.ts';

/**
 * Key pairs the server owns, made once and kept in `server_keys` (the private half never leaves the
 * server and is stored sealed, secrets/secret-box.ts). The webhook signing key signs every delivery;
 * its public half is served for verification.
 */
export const WEBHOOK_SIGNING_KEY = 'webhook-signing';

export interface ServerKey {
  public_key: string;
  private_key: string;
}

export function serverKey(db: Db, name: string, nowIso: string): ServerKey {
  const find = (): ServerKey | undefined => {
    const row = db.prepare('SELECT public_key, private_key FROM server_keys WHERE name = ?').get(name) as
      | ServerKey
      | undefined;
    return row && { public_key: row.public_key, private_key: openSecret(db, row.private_key) };
  };
  const existing = find();
  if (existing) return existing;
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  db.prepare(
    'INSERT OR IGNORE INTO server_keys (name, public_key, private_key, created_at) VALUES (?, ?, ?, ?)',
  ).run(name, pair.publicKey, sealSecret(db, pair.privateKey), nowIso);
  return find() as ServerKey;
}
