import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

/**
 * Secrets at rest (SECURITY.md): every secret column holds `enc:v1:<iv>.<tag>.<ciphertext>`
 * (base64url), AES-256-GCM under the install's key with a fresh 96-bit IV each time, so a copy of the
 * database file alone reveals no password, API key or private key. The box travels with the database
 * handle it was bound to, so the stores read and write secrets without a key in every signature.
 */
export const SEALED_PREFIX = 'enc:v1:';
export const SECRETS_KEY_BYTES = 32;
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: string): string;
  /** The clear text of a sealed value; throws when it was not sealed with this key or was altered. */
  open(stored: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`The secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return `${SEALED_PREFIX}${parts.join('.')}`;
    },
    open(stored) {
      if (!isSealed(stored)) throw new Error('A secret column holds a value that is not encrypted');
      const [iv, tag, data] = stored.slice(SEALED_PREFIX.length).split('.');
      if (iv === undefined || tag === undefined || data === undefined) {
        throw new Error('A secret column holds a malformed encrypted value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
      return plain.toString('utf8');
    },
  };
}

const boxes = new WeakMap<Db, SecretBox>();

/** Binds the install's box to a database handle (at start-up, and in tests with a test key). */
export function bindSecretBox(db: Db, box: SecretBox): void {
  boxes.set(db, box);
}

export function secretBoxOf(db: Db): SecretBox {
  const box = boxes.get(db);
  if (!box) throw new Error('No secrets key is bound to this database (bindSecretBox at start-up)');
  return box;
}

export const sealSecret = (db: Db, plain: string) => secretBoxOf(db).seal(plain);
export const openSecret = (db: Db, stored: string) => secretBoxOf(db).open(stored);
