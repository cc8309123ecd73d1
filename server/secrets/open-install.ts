import { join } from 'node:path';
import { type Db, openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { DATABASE_FILE, prepareDataDir, protectDataFiles } from './data-files.ts';
import { type SealedCount, sealExistingSecrets, sealedSummary } from './seal-existing.ts';
import { bindSecretBox, createSecretBox } from './secret-box.ts';
import { loadSecretsKey } from './secrets-key.ts';
import { holdsSealedSecrets, verifySecretsKey } from './verify-key.ts';

/**
 * What main.ts does with DATA_DIR before seeding, in order: make it 0700 if new, tighten the files
 * already there to 0600, open the database, load (or create) the secrets key and bind it to the
 * handle, migrate, check that the key opens the secrets already sealed, and seal whatever an earlier
 * version left in clear. Any problem is an Error whose message says what to do; the database is
 * closed again before it is thrown.
 */
export interface InstallDatabase {
  db: Db;
  /** Migrations applied by this start. */
  applied: string[];
  sealed: SealedCount[];
  /** Lines for the start-up log: files tightened, a key created, secrets sealed. */
  notes: string[];
}

export function openInstallDatabase(options: {
  dataDir: string;
  secretsKey: string | null;
}): InstallDatabase {
  const { dataDir } = options;
  const notes: string[] = [];
  prepareDataDir(dataDir);
  const tightened = protectDataFiles(dataDir);
  const db = openDatabase(join(dataDir, DATABASE_FILE));
  try {
    // Files SQLite has just created, when no umask was set (tests, embedders).
    protectDataFiles(dataDir);
    const key = loadSecretsKey({ ...options, mayCreate: !holdsSealedSecrets(db) });
    bindSecretBox(db, createSecretBox(key.key));
    if (tightened.length) {
      notes.push(`Made ${tightened.join(', ')} in ${dataDir} private (0600): other users could read them.`);
    }
    notes.push(...key.notes);
    if (key.created) {
      notes.push(
        `Created the secrets key ${key.source} (0600). Back it up with the database: without it the stored ` +
          'passwords, API keys and private keys cannot be read.',
      );
    }
    const applied = migrate(db);
    verifySecretsKey(db, key.source);
    const sealed = sealExistingSecrets(db);
    const summary = sealedSummary(sealed);
    if (summary) {
      notes.push(summary);
      // The clear values' old pages sit in the WAL until a checkpoint: fold them in and empty it.
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    return { db, applied, sealed, notes };
  } catch (error) {
    db.close();
    throw error;
  }
}
