/**
 * The snapshot's reads and writes on an open query-cache connection (db.ts). A write issues every request
 * of its transaction before it returns: a page being left (pagehide, a reload, a closed tab) runs no more
 * script, so a write made over promise ticks, as Dexie's transactions were, lost what came after its
 * first request, and one queued behind a write still under way was never made (issue 22's lost screens).
 * Each returns a promise of the commit; a request the browser refuses at once (a full disk) rejects it.
 */
import {
  completionOf,
  QUERY_STORES,
  type QueryRow,
  resultOf,
  SNAPSHOT_META_ID,
  type UsageRow,
} from './db.ts';

export interface SnapshotRead {
  rows: unknown[];
  usage: UsageRow[];
  /** The hashes of the rows left for later (see `waits`). */
  later: string[];
}

/**
 * Everything the first render needs: the rows but those `waits` names (read by their keys alone, cheap:
 * the primary key is the query hash, the key as JSON) and every usage row. A snapshot written under
 * another buster is cleared instead.
 */
export async function readSnapshot(
  db: IDBDatabase,
  buster: string,
  now: number,
  waits: (hash: string) => boolean,
): Promise<SnapshotRead> {
  const transaction = db.transaction(Object.values(QUERY_STORES), 'readwrite');
  const done = completionOf(transaction);
  const store = (name: keyof typeof QUERY_STORES) => transaction.objectStore(QUERY_STORES[name]);
  const meta = await resultOf(store('meta').get(SNAPSHOT_META_ID));
  if (meta?.buster !== buster) {
    store('queries').clear();
    store('usage').clear();
    store('meta').put({ id: SNAPSHOT_META_ID, buster, savedAt: now });
    await done;
    return { rows: [], usage: [], later: [] };
  }
  const [usage, hashes] = await Promise.all([
    resultOf(store('usage').getAll() as IDBRequest<UsageRow[]>),
    resultOf(store('queries').getAllKeys()) as Promise<string[]>,
  ]);
  const later = hashes.filter(waits);
  const waiting = new Set(later);
  const rows =
    later.length === 0
      ? await resultOf(store('queries').getAll())
      : await Promise.all(
          hashes.filter((hash) => !waiting.has(hash)).map((hash) => resultOf(store('queries').get(hash))),
        );
  await done;
  return { rows: rows.filter(Boolean), usage, later };
}

/** The rows of these hashes; a row deleted meanwhile reads as undefined. */
export function readRows(db: IDBDatabase, hashes: readonly string[]): Promise<unknown[]> {
  const store = db.transaction(QUERY_STORES.queries, 'readonly').objectStore(QUERY_STORES.queries);
  return Promise.all(hashes.map((hash) => resultOf(store.get(hash))));
}

/**
 * Runs `issue` on a new read-write transaction of `stores`, and resolves when it commits. The transaction
 * is committed at once (`commit()`) unless `issue` makes requests from callbacks (`chained`).
 */
function write(
  db: IDBDatabase,
  stores: readonly string[],
  issue: (t: IDBTransaction) => void,
  chained = false,
): Promise<void> {
  let transaction: IDBTransaction;
  try {
    transaction = db.transaction(stores, 'readwrite');
  } catch (error) {
    return Promise.reject(error);
  }
  try {
    issue(transaction);
    if (!chained) transaction.commit?.();
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
 * query must not delete the row another tab has just saved with newer data.
 */
export async function deleteKnownCopies(
  db: IDBDatabase,
  removed: ReadonlyMap<string, number>,
): Promise<string[]> {
  const deleted: string[] = [];
  await write(
    db,
    [QUERY_STORES.queries, QUERY_STORES.usage],
    (transaction) => {
      const queries = transaction.objectStore(QUERY_STORES.queries);
      for (const [hash, dataUpdatedAt] of removed) {
        const read = queries.get(hash) as IDBRequest<QueryRow | undefined>;
        read.onsuccess = () => {
          if (!read.result || read.result.updatedAt > dataUpdatedAt) return;
          queries.delete(hash);
          transaction.objectStore(QUERY_STORES.usage).delete(hash);
          deleted.push(hash);
        };
      }
    },
    true,
  );
  return deleted;
}
