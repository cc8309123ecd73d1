/**
 * The snapshot's reads and writes on an open query-cache connection (../db.ts). Every transaction here is
 * made whole in the task that opens it: all its requests, then `commit()`, so it ends without this page
 * running another line of script. A page being left runs no more script (a transaction built over promise
 * ticks loses its later requests), and one kept in WebKit's back/forward cache runs none until it is
 * shown again, while a transaction waiting on its callbacks holds its stores for every other page
 * (TESTING.md, Engines). Each returns a promise of the result or the commit; a request the browser
 * refuses at once (a full disk) rejects it.
 */
import {
  completionOf,
  QUERY_STORES,
  type QueryRow,
  resultOf,
  SNAPSHOT_META_ID,
  type UsageRow,
} from '../db.ts';

export interface SnapshotRead {
  rows: unknown[];
  usage: UsageRow[];
  /** The hashes of the rows left for later (see `waits`). */
  later: string[];
}

/**
 * Everything the first render needs: the rows but those `waits` names (read by their keys alone, cheap:
 * the primary key is the query hash, the key as JSON) and every usage row. A snapshot written under
 * another buster is cleared instead. Two reads, each made whole at once (see above): the keys, usage and
 * meta, then the rows; a row deleted in between reads as missing, one added in between waits for the
 * next start.
 */
export async function readSnapshot(
  db: IDBDatabase,
  buster: string,
  now: number,
  waits: (hash: string) => boolean,
): Promise<SnapshotRead> {
  const [meta, usage, hashes] = await read(db, Object.values(QUERY_STORES), (store) => [
    store(QUERY_STORES.meta).get(SNAPSHOT_META_ID),
    store(QUERY_STORES.usage).getAll() as IDBRequest<UsageRow[]>,
    store(QUERY_STORES.queries).getAllKeys() as IDBRequest<string[]>,
  ]);
  if (meta?.buster !== buster) {
    await write(db, Object.values(QUERY_STORES), (transaction) => {
      transaction.objectStore(QUERY_STORES.queries).clear();
      transaction.objectStore(QUERY_STORES.usage).clear();
      transaction.objectStore(QUERY_STORES.meta).put({ id: SNAPSHOT_META_ID, buster, savedAt: now });
    });
    return { rows: [], usage: [], later: [] };
  }
  const later = hashes.filter(waits);
  const waiting = new Set(later);
  const rows =
    later.length === 0
      ? (await read(db, [QUERY_STORES.queries], (store) => [store(QUERY_STORES.queries).getAll()]))[0]
      : await readRows(
          db,
          hashes.filter((hash) => !waiting.has(hash)),
        );
  return { rows: rows.filter(Boolean), usage, later };
}

/** The rows of these hashes; a row deleted meanwhile reads as undefined. */
export const readRows = (db: IDBDatabase, hashes: readonly string[]): Promise<unknown[]> =>
  read(db, [QUERY_STORES.queries], (store) => hashes.map((hash) => store(QUERY_STORES.queries).get(hash)));

/**
 * Issues `requests` on a new read-only transaction of `stores`, commits it at once (it makes no request
 * from a result), and resolves with their results.
 */
function read<const T extends readonly IDBRequest[]>(
  db: IDBDatabase,
  stores: readonly string[],
  requests: (store: (name: string) => IDBObjectStore) => T,
): Promise<{ -readonly [K in keyof T]: T[K] extends IDBRequest<infer R> ? R : never }> {
  let transaction: IDBTransaction;
  let issued: T;
  try {
    transaction = db.transaction(stores, 'readonly');
    issued = requests((name) => transaction.objectStore(name));
    transaction.commit?.();
  } catch (error) {
    return Promise.reject(error);
  }
  const done = completionOf(transaction);
  return Promise.all([...issued.map((request) => resultOf(request)), done]).then(
    (results) => results.slice(0, -1) as never,
  );
}

/**
 * Runs `issue` on a new read-write transaction of `stores`, commits it at once, and resolves when it
 * commits.
 */
function write(
  db: IDBDatabase,
  stores: readonly string[],
  issue: (t: IDBTransaction) => void,
): Promise<void> {
  let transaction: IDBTransaction;
  try {
    transaction = db.transaction(stores, 'readwrite');
  } catch (error) {
    return Promise.reject(error);
  }
  try {
    issue(transaction);
    transaction.commit?.();
  } catch (error) {
    transaction.abort();
    return Promise.reject(error);
  }
  return completionOf(transaction);
}

/** Puts the rows and usage rows, and the meta row that says when the snapshot was last saved. */
export const putRows = (
  db: IDBDatabase,
  rows: readonly QueryRow[],
  usage: readonly UsageRow[],
  meta: { buster: string; savedAt: number },
) =>
  write(db, Object.values(QUERY_STORES), (transaction) => {
    const queries = transaction.objectStore(QUERY_STORES.queries);
    const usageStore = transaction.objectStore(QUERY_STORES.usage);
    for (const row of rows) queries.put(row);
    for (const row of usage) usageStore.put(row);
    transaction.objectStore(QUERY_STORES.meta).put({ id: SNAPSHOT_META_ID, ...meta });
  });

/** Deletes these rows and their usage. */
export const deleteRows = (db: IDBDatabase, hashes: Iterable<string>) =>
  write(db, [QUERY_STORES.queries, QUERY_STORES.usage], (transaction) => {
    for (const hash of hashes) {
      transaction.objectStore(QUERY_STORES.queries).delete(hash);
      transaction.objectStore(QUERY_STORES.usage).delete(hash);
    }
  });

/**
 * Deletes the rows of removed queries that hold the data this tab had (`removed`: hash → its time) or
 * older, and resolves with their hashes. The database is shared by the user's tabs: a tab that removed a
 * query must not delete the row another tab has just saved with newer data. The rows are read, then the
 * older ones deleted, in two transactions made whole at once (see above): a row another tab saves in
 * the moment between them is deleted with the rest, to be saved again at its next change.
 */
export async function deleteKnownCopies(
  db: IDBDatabase,
  removed: ReadonlyMap<string, number>,
): Promise<string[]> {
  const hashes = [...removed.keys()];
  const rows = (await read(db, [QUERY_STORES.queries], (store) =>
    hashes.map((hash) => store(QUERY_STORES.queries).get(hash)),
  )) as (QueryRow | undefined)[];
  const deleted = hashes.filter((hash, i) => {
    const row = rows[i];
    return row !== undefined && row.updatedAt <= (removed.get(hash) ?? Number.NEGATIVE_INFINITY);
  });
  if (deleted.length > 0) await deleteRows(db, deleted);
  return deleted;
}
