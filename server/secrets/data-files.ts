import { chmodSync, existsSync, lstatSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SECRETS_KEY_FILE } from './secrets-key.ts';

/**
 * The files of DATA_DIR are for the server's user alone: the database (with its -wal, -shm and
 * -journal companions) and the key file are 0600, and a DATA_DIR the server creates is 0700. main.ts
 * also sets umask 077 before creating anything; this fixes files made before that, or by an older
 * version, at every start. SQLite gives new -wal/-shm files the database file's own mode.
 */
export const DATABASE_FILE = 'console.sqlite';
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
const GROUP_OR_WORLD = 0o077;

const PRIVATE_FILES = [
  DATABASE_FILE,
  `${DATABASE_FILE}-wal`,
  `${DATABASE_FILE}-shm`,
  `${DATABASE_FILE}-journal`,
  SECRETS_KEY_FILE,
];

/** Makes DATA_DIR (0700) when it does not exist yet; true when it was created. */
export function prepareDataDir(dataDir: string): boolean {
  if (existsSync(dataDir)) return false;
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (process.platform !== 'win32') chmodSync(dataDir, PRIVATE_DIR_MODE);
  return true;
}

/** Sets the private files of DATA_DIR to 0600 where others could read them; returns their names. */
export function protectDataFiles(dataDir: string): string[] {
  if (process.platform === 'win32') return [];
  const tightened: string[] = [];
  for (const name of PRIVATE_FILES) {
    const path = join(dataDir, name);
    let mode: number;
    try {
      const stat = lstatSync(path);
      if (!stat.isFile()) continue;
      mode = stat.mode;
    } catch {
      continue;
    }
    if ((mode & GROUP_OR_WORLD) === 0) continue;
    chmodSync(path, PRIVATE_FILE_MODE);
    tightened.push(name);
  }
  return tightened;
}
