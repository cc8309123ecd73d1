/**
 * The query-cache database of one user in one environment (its name comes from storage-names.ts). One row
 * per query, keyed by TanStack Query's query hash, so a change rewrites that query alone; `usage` holds
 * each row's size and when its data was last on screen (small rows: the storage budget reads them all
 * without reading the data); `meta` holds the buster the rows were written under and when the last batch
 * was saved.
 *
 * Opened with the browser's own IndexedDB API, not Dexie: every write must be issued whole in the task
 * that asks for it (snapshot/activation.ts), and the restore before a signed-in first render then needs no
 * 27 KiB library (BENCHMARKS.md). Dexie made these databases before and still makes the drafts one; the
 * layout is the one it made (its version × 10 is the native version), so earlier snapshots open as they are.
 */
import * as v from 'valibot';
import { QUERY_CACHE_DB_VERSION } from './storage-names.ts';

/** What a successful query needs to come back as a successful query; status is implied. */
const persistedState = v.object({
  data: v.unknown(),
  dataUpdatedAt: v.number(),
  dataUpdateCount: v.number(),
});

export const queryRow = v.object({
  hash: v.string(),
  /** The query key; element 0 is always the environment of the database. */
  key: v.pipe(v.array(v.unknown()), v.minLength(1)),
  state: persistedState,
  /** When the data was fetched (epoch ms): the age shown beside it ('Data as of …'). */
  updatedAt: v.number(),
  /** Approximate size of the data in UTF-16 code units of its JSON, to find what fills the quota. */
  size: v.number(),
});
export type QueryRow = v.InferOutput<typeof queryRow>;

/** Per row: what the storage budget weighs (persistence.ts, 'When dropped'). */
export const usageRow = v.object({
  hash: v.string(),
  /** The row's size, as QueryRow.size. */
  size: v.number(),
  /** When the row's data was last on screen (epoch ms); 0: never, fetched in the background only. */
  viewedAt: v.number(),
});
export type UsageRow = v.InferOutput<typeof usageRow>;

export const SNAPSHOT_META_ID = 'snapshot';
export const metaRow = v.object({
  id: v.literal(SNAPSHOT_META_ID),
  buster: v.string(),
  /** Epoch ms of the last successful write batch. */
  savedAt: v.number(),
});
export type MetaRow = v.InferOutput<typeof metaRow>;

/** The native version: Dexie, which created these databases, stores its version × 10. */
const NATIVE_VERSION = QUERY_CACHE_DB_VERSION * 10;
export const QUERY_STORES = { queries: 'queries', usage: 'usage', meta: 'meta' } as const;

/** The layout, step by step from the version the database had (0: new). */
function upgrade(db: IDBDatabase, transaction: IDBTransaction, oldVersion: number) {
  if (oldVersion < 10) {
    db.createObjectStore(QUERY_STORES.queries, { keyPath: 'hash' }).createIndex('updatedAt', 'updatedAt');
    db.createObjectStore(QUERY_STORES.meta, { keyPath: 'id' });
  }
  if (oldVersion < 20) {
    const usage = db.createObjectStore(QUERY_STORES.usage, { keyPath: 'hash' });
    // Rows saved before usage was kept count as seen when they were fetched: a screen's row then.
    const cursor = transaction.objectStore(QUERY_STORES.queries).openCursor();
    cursor.onsuccess = () => {
      const row = cursor.result?.value as QueryRow | undefined;
      if (!cursor.result || !row) return;
      usage.put({ hash: row.hash, size: row.size, viewedAt: row.updatedAt } satisfies UsageRow);
      cursor.result.continue();
    };
  }
}

/**
 * Opens (creating or upgrading) one query-cache database. `onBlocked`: another tab holds an older version
 * open and does not close it, so the upgrade waits.
 */
export function openQueryCacheDb(name: string, onBlocked: (event: Event) => void): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, NATIVE_VERSION);
    request.onupgradeneeded = (event) => {
      if (request.transaction) upgrade(request.result, request.transaction, event.oldVersion);
    };
    request.onblocked = onBlocked;
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      if (request.error?.name !== 'VersionError') return reject(request.error);
      // A newer console upgraded it (and said so in its tab): use it as it is, as Dexie did, rather than
      // refuse the offline copy until this tab's build is replaced.
      const current = indexedDB.open(name);
      current.onsuccess = () => resolve(current.result);
      current.onerror = () => reject(current.error);
    };
  });
}

/** A request's result as a promise. */
export function resultOf<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Resolves when the transaction commits, rejects when it aborts. */
export function completionOf(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
}
