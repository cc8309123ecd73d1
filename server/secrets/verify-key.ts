import { firstValueWithPrefix, tableExists } from '../db/column-values.ts';
import type { Db } from '../db/connection.ts';
import { openSecret, SEALED_PREFIX } from './secret-box.ts';
import { SECRET_COLUMNS } from './secret-columns.ts';

/**
 * A wrong key must stop the start, not surface later as failed connection tests or garbage webhook
 * headers: one sealed value of every secret column is opened under the bound key before the server
 * serves anything. GCM authenticates, so another key (or an altered value) cannot open by chance.
 */
const firstSealed = (db: Db, table: string, column: string) =>
  firstValueWithPrefix(db, table, column, SEALED_PREFIX);

/** True when any secret column already holds a sealed value (works before migrate on a fresh file). */
export function holdsSealedSecrets(db: Db): boolean {
  return SECRET_COLUMNS.some(
    ({ table, column }) => tableExists(db, table) && firstSealed(db, table, column) !== undefined,
  );
}

/** Throws a message naming `source` (SECRETS_KEY or the key file) when the key does not fit. */
export function verifySecretsKey(db: Db, source: string): void {
  for (const { table, column } of SECRET_COLUMNS) {
    if (!tableExists(db, table)) continue;
    const stored = firstSealed(db, table, column);
    if (stored === undefined) continue;
    try {
      openSecret(db, stored);
    } catch {
      throw new Error(
        `The secrets key from ${source} does not open the secrets stored in this database (${table}.${column}): ` +
          'they were sealed under another key. Start with the key this database was made with (the secrets.key ' +
          'file that belongs to this DATA_DIR, or the SECRETS_KEY it ran with); the server will not serve secrets ' +
          'it cannot read.',
      );
    }
  }
}
