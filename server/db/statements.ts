import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.ts';

/**
 * Prepared statements of the hot read paths (lists, activity, the session check), compiled once per
 * connection and SQL text instead of on every request. Only for statements used plainly (`get`,
 * `all`, `run`): `pluck()`/`raw()` change a statement for every later user, so those keep
 * `db.prepare`.
 */
const caches = new WeakMap<Db, Map<string, Statement>>();

export function cachedStatement(db: Db, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}

const STAMP_SQL =
  'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version';

/**
 * Changes whenever the data may have: rows this connection wrote (total_changes()) and commits made
 * through any other connection (data_version). For caches that must never be older than the data.
 */
export function dataStamp(db: Db): string {
  const { changes, version } = cachedStatement(db, STAMP_SQL).get() as { changes: number; version: number };
  return `${version}:${changes}`;
}
