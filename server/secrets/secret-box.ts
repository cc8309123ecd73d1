import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';

/**
 * Secrets at rest (SECURITY.md): every secret column holds `enc:v1:<iv>.<tag>.<ciphertext>`
 * (base64url), AES-256-GCM under the install's key with a fresh 96-bit IV each time, so a copy of the
 * database file alone reveals no password, API key or private key. The box travels with the database
 * handle it was bound to, so the stores read and write secrets without a key in every signature.
 * Opening is strict: a clear value, another key's value or an altered one throws, never guesses.
 */
export const SEALED_PREFIX = 'enc:v1:';
export const SECRETS_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** The clear text of a sealed value; throws when it was not sealed with this key or was altered. */
  open(stored: string): string;
}

export const isSealed = (stored: string) => stored.startsWith(SEALED_PREFIX);

/** Thrown when a sealed value does not open under the bound key (another install's key, or altered). */
export class SecretKeyMismatchError extends Error {
  constructor() {
    super(
      "A stored secret cannot be decrypted with this install's secrets key (SECRETS_KEY or DATA_DIR/secrets.key): " +
        'it was sealed under another key or has been altered.',
    );
    this.name = 'SecretKeyMismatchError';
  }
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`The secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  // A private copy: the caller's buffer may be reused or zeroed.
  const ownKey = Buffer.from(key);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', ownKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
      return `${SEALED_PREFIX}${parts.join('.')}`;
    },
    open(stored) {
      if (!isSealed(stored)) throw new Error('A secret column holds a value that is not encrypted');
      const [iv, tag, data, extra] = stored.slice(SEALED_PREFIX.length).split('.');
      if (iv === undefined || tag === undefined || data === undefined || extra !== undefined) {
        throw new Error('A secret column holds a malformed encrypted value');
      }
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new Error('A secret column holds a malformed encrypted value');
      }
      const decipher = createDecipheriv('aes-256-gcm', ownKey, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tagBytes);
      try {
        const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        throw new SecretKeyMismatchError();
      }
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

/** JSON secret columns (`secrets`): the whole JSON text is sealed as one value. */
export const sealJson = (db: Db, value: unknown) => sealSecret(db, JSON.stringify(value));
export const openJson = <T = Record<string, unknown>>(db: Db, stored: string) =>
  JSON.parse(openSecret(db, stored)) as T;
