import { rewriteValuesWithoutPrefix } from '../db/column-values.ts';
import type { Db } from '../db/connection.ts';
import { SEALED_PREFIX, sealSecret } from './secret-box.ts';
import { SECRET_COLUMNS } from './secret-columns.ts';

/**
 * Existing databases migrate in place: at start-up, after migrate(), every secret value that is not
 * sealed yet (written in clear by a version before secrets at rest) is sealed under the install's key,
 * all in one transaction, so a crash leaves either the old file or the fully sealed one. Sealed values
 * are left alone, so running it again changes nothing. Returns how many values it sealed per column.
 */
export interface SealedCount {
  table: string;
  column: string;
  sealed: number;
}

export function sealExistingSecrets(db: Db): SealedCount[] {
  return db.transaction(() =>
    SECRET_COLUMNS.map((ref) => ({
      table: ref.table,
      column: ref.column,
      sealed: rewriteValuesWithoutPrefix(db, ref, SEALED_PREFIX, (value) => sealSecret(db, value)),
    })),
  )();
}

/** One start-up log line, or null when nothing needed sealing. */
export function sealedSummary(counts: SealedCount[]): string | null {
  const done = counts.filter((c) => c.sealed > 0);
  if (done.length === 0) return null;
  const total = done.reduce((sum, c) => sum + c.sealed, 0);
  const parts = done.map((c) => `${c.table}.${c.column}: ${c.sealed}`);
  return `Encrypted ${total} secret${total === 1 ? '' : 's'} stored in clear by an earlier version (${parts.join(', ')}).`;
}
