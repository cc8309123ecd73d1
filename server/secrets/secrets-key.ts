import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { SECRETS_KEY_BYTES } from './secret-box.ts';

/**
 * The install's secrets key (32 bytes, AES-256-GCM): `SECRETS_KEY` when set (64 hex digits or the
 * base64/base64url of 32 bytes), else `<DATA_DIR>/secrets.key`, made on first start from node:crypto
 * randomness with mode 0600 and O_EXCL, and never overwritten. A key file with the wrong content stops
 * the start (replacing it would lose every secret sealed under it); one that other users can read is
 * tightened to 0600 and said so. A missing key file beside a database that already holds sealed
 * secrets stops the start too: a new key could never open them.
 */
export const SECRETS_KEY_FILE = 'secrets.key';
const KEY_FILE_MODE = 0o600;
const GROUP_OR_WORLD = 0o077;
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The 32 key bytes written as text; `where` names the setting or file in the error. */
export function parseSecretsKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  let key: Buffer | null = null;
  if (HEX_KEY.test(trimmed)) key = Buffer.from(trimmed, 'hex');
  // Node's base64 decoder takes both the standard and the URL-safe alphabet.
  else if (BASE64_KEY.test(trimmed)) key = Buffer.from(trimmed, 'base64');
  if (!key || key.length !== SECRETS_KEY_BYTES) {
    throw new Error(
      `${where} must hold a ${SECRETS_KEY_BYTES}-byte key: 64 hex digits, or base64/base64url of ${SECRETS_KEY_BYTES} bytes ` +
        '(for example the output of `openssl rand -hex 32`).',
    );
  }
  if (key.every((byte) => byte === key[0])) {
    throw new Error(`${where} holds a placeholder key (every byte the same); use 32 random bytes.`);
  }
  return key;
}

export interface LoadedSecretsKey {
  key: Buffer;
  /** Where the key came from, for messages: `SECRETS_KEY` or the key file's path. */
  source: string;
  /** True when this call created the key file. */
  created: boolean;
  /** Things worth a line on the start-up log (a key file that had to be tightened). */
  notes: string[];
}

export interface SecretsKeyOptions {
  /** config.secretsKey */
  secretsKey: string | null;
  dataDir: string;
  /** False when the database already holds sealed secrets: a missing key file is then an error. */
  mayCreate: boolean;
}

export function loadSecretsKey(options: SecretsKeyOptions): LoadedSecretsKey {
  if (options.secretsKey !== null) {
    return {
      key: parseSecretsKey(options.secretsKey, 'SECRETS_KEY'),
      source: 'SECRETS_KEY',
      created: false,
      notes: [],
    };
  }
  const path = join(options.dataDir, SECRETS_KEY_FILE);
  const existing = readKeyFile(path);
  if (existing) return existing;
  if (!options.mayCreate) {
    throw new Error(
      `${path} is missing, but the database beside it holds secrets sealed under a key. Restore the key ` +
        'file from where it was backed up (or set SECRETS_KEY to that key): a new key could not open them.',
    );
  }
  return createKeyFile(path) ?? (readKeyFile(path) as LoadedSecretsKey);
}

/** The key in an existing key file; null when there is none. */
function readKeyFile(path: string): LoadedSecretsKey | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${path} cannot be read: ${(error as Error).message}`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${path} must be a regular file holding the secrets key.`);
    const notes: string[] = [];
    if (process.platform !== 'win32' && (stat.mode & GROUP_OR_WORLD) !== 0) {
      fchmodSync(fd, KEY_FILE_MODE);
      notes.push(
        `${path} was readable by other users (mode ${modeText(stat.mode)}); tightened it to 0600. ` +
          'Whoever could read it may hold the key to the secrets in this database.',
      );
    }
    let key: Buffer;
    try {
      key = parseSecretsKey(readFileSync(fd, 'utf8'), path);
    } catch (error) {
      throw new Error(
        `${(error as Error).message} The file is never overwritten: restore the original key file, or move it ` +
          'away to start with a new key (secrets sealed under the old key will then not open).',
      );
    }
    return { key, source: path, created: false, notes };
  } finally {
    closeSync(fd);
  }
}

/** Writes a new random key with O_EXCL (0600); null when another process made the file first. */
function createKeyFile(path: string): LoadedSecretsKey | null {
  const key = randomBytes(SECRETS_KEY_BYTES);
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, KEY_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw new Error(`${path} cannot be created: ${(error as Error).message}`);
  }
  try {
    writeSync(fd, `${key.toString('hex')}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return { key, source: path, created: true, notes: [] };
}

const modeText = (mode: number) => `0${(mode & 0o777).toString(8)}`;
