import { generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { SshPublicKey } from '../../src/api/schemas/ssh-key.ts';
import type { Db } from '../db/connection.ts';
import { sealSecret } from '../secrets/secret-box.ts';

/**
 * SSH key pairs the export workers connect with (SSH tunnels, SFTP and Snowflake key-pair auth): one
 * per recipient, plus the organisation's primary (and, after a rotation, secondary) key for sources.
 * Real RSA 2048 keys; the private key stays in the `ssh_keys` table, sealed (secrets/secret-box.ts), and
 * is never returned or logged.
 * A key is reused until rotated.
 */
export const RSA_MODULUS_BITS = 2048;

type Owner = { kind: 'recipient'; recipientId: string } | { kind: 'primary' | 'secondary' };

/** An SSH mpint: big-endian two's complement, so a leading 1 bit needs a 0x00 byte in front. */
function mpint(unsigned: Buffer): Buffer {
  let bytes = unsigned;
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  if ((bytes[0] ?? 0) & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return withLength(bytes);
}

function withLength(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** The OpenSSH authorized_keys line: `ssh-rsa <base64 of string "ssh-rsa", mpint e, mpint n> comment`. */
export function openSshPublicKey(publicKey: KeyObject, comment: string): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.kty !== 'RSA' || !jwk.n || !jwk.e) throw new Error('Only RSA keys have an ssh-rsa form');
  const blob = Buffer.concat([
    withLength(Buffer.from('ssh-rsa')),
    mpint(Buffer.from(jwk.e, 'base64url')),
    mpint(Buffer.from(jwk.n, 'base64url')),
  ]);
  return `ssh-rsa ${blob.toString('base64')} ${comment}`;
}

function generate(comment: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_MODULUS_BITS });
  return {
    public_key: openSshPublicKey(publicKey, comment),
    public_key_pkcs8: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export function findSshKey(db: Db, environment: Environment, owner: Owner): SshPublicKey | null {
  const row = db
    .prepare(
      `SELECT public_key, public_key_pkcs8 FROM ssh_keys
       WHERE environment = ? AND owner = ? AND recipient_id IS ? ORDER BY created_at DESC, id DESC LIMIT 1`,
    )
    .get(environment, owner.kind, owner.kind === 'recipient' ? owner.recipientId : null) as
    | SshPublicKey
    | undefined;
  return row ?? null;
}

/** The owner's key, made on first use; `rotate` replaces it with a new pair. */
export function ensureSshKey(
  db: Db,
  environment: Environment,
  owner: Owner,
  options: { comment: string; nowIso: string; rotate?: boolean },
): SshPublicKey {
  const existing = options.rotate ? null : findSshKey(db, environment, owner);
  if (existing) return existing;
  const made = generate(options.comment);
  const recipientId = owner.kind === 'recipient' ? owner.recipientId : null;
  db.transaction(() => {
    db.prepare('DELETE FROM ssh_keys WHERE environment = ? AND owner = ? AND recipient_id IS ?').run(
      environment,
      owner.kind,
      recipientId,
    );
    db.prepare(
      `INSERT INTO ssh_keys (id, environment, owner, recipient_id, public_key, public_key_pkcs8, private_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      randomUUID(),
      environment,
      owner.kind,
      recipientId,
      made.public_key,
      made.public_key_pkcs8,
      sealSecret(db, made.private_key),
      options.nowIso,
    );
  })();
  return { public_key: made.public_key, public_key_pkcs8: made.public_key_pkcs8 };
}
