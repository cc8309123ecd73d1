import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Opens the SQLite database: a file path, ':memory:', or a serialized image (tests clone one seeded
 * template instead of seeding each time). WAL lets the transfer runner write while lists are read.
 * secure_delete zeroes what a write replaces, so a secret changed (or sealed in place at start-up,
 * secrets/seal-existing.ts) does not linger in free space of the file.
 */
export function openDatabase(source: string | Buffer): Db {
  const db = new Database(source);
  if (typeof source === 'string' && source !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('secure_delete = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
