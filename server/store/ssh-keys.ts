import { type KeyObject, randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { SshPublicKey } from '../../src/api/schemas/ssh-key.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';
import { sealSecret } from '../secrets/secret-box.ts';
import { generateRsaKeyPair, type Requester } from './key-generation.ts';
import { recipientExists } from './recipients.ts';

/**
 * SSH key pairs the export workers connect with (SSH tunnels, SFTP and Snowflake key-pair auth): one
 * per recipient, plus the organisation's primary (and, after a rotation, secondary) key for sources.
 * Real RSA 2048 keys, made within the limits of store/key-generation.ts; the private key stays in the
 * `ssh_keys` table, sealed (secrets/secret-box.ts), and is never returned or logged.
 * A key is reused until rotated.
 */
export const noSuchRecipient = (recipientId: string) =>
  new HttpError(404, `No recipient with id "${recipientId}".`);

type Owner = { kind: 'recipient'; recipientId: string } | { kind: 'primary' | 'secondary' };
interface KeyOptions {
  comment: string;
  nowIso: string;
  rotate?: boolean;
  /** Whose limits a new key counts against; null when no one is signed in. */
  requester: Requester | null;
}

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

export interface SshKeyPair extends SshPublicKey {
  private_key: string;
}

/** A new pair; a refusal of the limits is thrown at once (store/key-generation.ts). */
export function makeSshKeyPair(db: Db, comment: string, requester: Requester | null): Promise<SshKeyPair> {
  return generateRsaKeyPair(db, requester).then(({ publicKey, privateKey }) => ({
    public_key: openSshPublicKey(publicKey, comment),
    public_key_pkcs8: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }));
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

/** Stores `made` as the owner's key, replacing the one it had (call inside a transaction). */
export function storeSshKey(
  db: Db,
  environment: Environment,
  owner: Owner,
  made: SshKeyPair,
  nowIso: string,
): SshPublicKey {
  const recipientId = owner.kind === 'recipient' ? owner.recipientId : null;
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
    nowIso,
  );
  return { public_key: made.public_key, public_key_pkcs8: made.public_key_pkcs8 };
}

/** First keys being made, per database and owner: concurrent first requests share one generation. */
const firstKeys = new WeakMap<Db, Map<string, Promise<SshPublicKey>>>();

/**
 * The owner's key, made on first use; `rotate` replaces it with a new pair. Asking again while the
 * first key is being made waits for that one, so a page hammered before its key exists (onboarding,
 * the organisation's public key) queues one generation, not one per request, and only the request that
 * starts a generation counts against its requester's limits.
 */
export async function ensureSshKey(
  db: Db,
  environment: Environment,
  owner: Owner,
  options: KeyOptions,
): Promise<SshPublicKey> {
  if (options.rotate) {
    return storeWhenMade(
      db,
      environment,
      owner,
      options,
      makeSshKeyPair(db, options.comment, options.requester),
    );
  }
  const existing = findSshKey(db, environment, owner);
  if (existing) return existing;
  const making = firstKeys.get(db) ?? new Map<string, Promise<SshPublicKey>>();
  firstKeys.set(db, making);
  const id = `${environment} ${owner.kind} ${owner.kind === 'recipient' ? owner.recipientId : ''}`;
  let first = making.get(id);
  if (!first) {
    // Refused before anything is shared: a later request does not inherit this one's 429.
    const made = makeSshKeyPair(db, options.comment, options.requester);
    first = storeWhenMade(db, environment, owner, options, made).finally(() => making.delete(id));
    making.set(id, first);
  }
  return first;
}

async function storeWhenMade(
  db: Db,
  environment: Environment,
  owner: Owner,
  options: KeyOptions,
  making: Promise<SshKeyPair>,
): Promise<SshPublicKey> {
  const made = await making;
  return db.transaction(() => {
    // A rotation may have stored a key while this first one was being made: that one stays.
    const stored = !options.rotate && findSshKey(db, environment, owner);
    if (stored) return stored;
    // The recipient may have been deleted while its key was being made: then there is nothing to store.
    if (owner.kind === 'recipient' && !recipientExists(db, environment, owner.recipientId)) {
      throw noSuchRecipient(owner.recipientId);
    }
    return storeSshKey(db, environment, owner, made, options.nowIso);
  })();
}
