import type { Db } from '../connection.ts';

/**
 * Runs `load` with the secondary indexes of `table` dropped, then builds them again from the SQL the
 * migrations stored: one sort per index instead of a B-tree insert per row and index, which was most
 * of the large seed's time. Only inside a transaction, so a failed seed leaves the schema as it was;
 * nothing in `load` may read `table` through those indexes (the transfer summary is written after).
 */
export function withoutIndexes<T>(db: Db, table: string, load: () => T): T {
  if (!db.inTransaction) throw new Error('withoutIndexes must run inside the seed transaction');
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`)
    .all(table) as { name: string; sql: string }[];
  for (const { name } of indexes) db.exec(`DROP INDEX "${name}"`);
  const result = load();
  for (const { sql } of indexes) db.exec(sql);
  return result;
}

/**
 * Runs `work` with SQLite's page cache (which also bounds the sorter that builds an index) at
 * `cacheMib`, then puts the connection's own size back, so a seeded server keeps its usual footprint.
 */
export function withPageCache<T>(db: Db, cacheMib: number, work: () => T): T {
  const previous = db.pragma('cache_size', { simple: true });
  db.pragma(`cache_size = ${-cacheMib * 1024}`);
  try {
    return work();
  } finally {
    db.pragma(`cache_size = ${Number(previous)}`);
  }
}
