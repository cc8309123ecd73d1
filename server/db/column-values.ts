import type { Db } from './connection.ts';

/**
 * Reads and rewrites of one text column in any table, by prefix: secrets/ uses them to seal values
 * written in clear by an earlier version and to check the key against a sealed value. Table and
 * column names come from the code (secrets/secret-columns.ts), never from a request.
 */
export interface ColumnRef {
  table: string;
  column: string;
  /** The table's primary key column. */
  key: string;
}

export const tableExists = (db: Db, table: string) =>
  db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(table) !== undefined;

/** One value of the column that starts with `prefix`, if any. */
export const firstValueWithPrefix = (db: Db, table: string, column: string, prefix: string) =>
  db
    .prepare(`SELECT ${column} FROM ${table} WHERE substr(${column}, 1, ?) = ? LIMIT 1`)
    .pluck()
    .get(prefix.length, prefix) as string | undefined;

/** Replaces every non-null value not starting with `prefix` by `rewrite(value)`; returns how many. */
export function rewriteValuesWithoutPrefix(
  db: Db,
  { table, column, key }: ColumnRef,
  prefix: string,
  rewrite: (value: string) => string,
): number {
  const rows = db
    .prepare(
      `SELECT ${key} AS k, ${column} AS v FROM ${table}
       WHERE ${column} IS NOT NULL AND substr(${column}, 1, ?) <> ?`,
    )
    .all(prefix.length, prefix) as { k: string; v: string }[];
  const update = db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`);
  for (const row of rows) update.run(rewrite(String(row.v)), row.k);
  return rows.length;
}
