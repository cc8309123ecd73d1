/**
 * Reads the console's offline copy (src/offline/db.ts) as the console leaves it: never upgrades or
 * creates the database, and makes each read-only transaction whole in one task (all its requests,
 * then commit()), as src/offline/snapshot/io.ts does.
 */
import type { Environment } from '../../src/api/schemas/envelope.ts';
import {
  LOCAL_STORAGE_KEYS,
  QUERY_CACHE_BUSTER,
  queryCacheDatabaseName,
  userKey,
} from '../../src/offline/storage-names.ts';
import {
  destinationDetailKey,
  FIRST_SCREEN_PAGE_COUNT,
  overviewPageKey,
  overviewPagesHashRange,
  overviewSummaryKey,
  queryHash,
} from './query-keys.ts';

/** The stores and the meta row's id of src/offline/db.ts (QUERY_STORES, SNAPSHOT_META_ID). */
export const QUERIES = 'queries';
export const META = 'meta';
export const SNAPSHOT_META_ID = 'snapshot';

interface QueryRow {
  hash: string;
  state: { data: unknown; dataUpdatedAt: number };
}

export type Destination = { id: string } & Record<string, unknown>;

async function openCopy(): Promise<{ db: IDBDatabase; env: Environment }> {
  const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.lastSession);
  if (stored === null) throw new Error('Nobody signed in on this device: no offline copy.');
  const { email, environment } = JSON.parse(stored) as { email: string; environment: Environment };
  const name = queryCacheDatabaseName(await userKey(email), environment);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    // A database that does not exist would be created here: abort instead, which fails the open.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error(`No offline copy for this user (${name}).`));
  });
  return { db, env: environment };
}

/** Issues every request on one read-only transaction in this task, commits, resolves with the results. */
function readAll(db: IDBDatabase, stores: string[], requests: (tx: IDBTransaction) => IDBRequest[]) {
  const transaction = db.transaction(stores, 'readonly');
  const issued = requests(transaction);
  transaction.commit();
  return new Promise<unknown[]>((resolve, reject) => {
    transaction.oncomplete = () => resolve(issued.map((request) => request.result));
    transaction.onabort = () => reject(transaction.error ?? new Error('The read was aborted.'));
  });
}

function checkBuster(meta: unknown) {
  // The console drops a copy saved under another buster instead of showing it.
  if ((meta as { buster?: string } | undefined)?.buster !== QUERY_CACHE_BUSTER)
    throw new Error('The offline copy is missing or was saved by an incompatible console.');
}

export interface SavedOverview {
  /** The first screen's pages in list order (those the summary counts and the copy holds). */
  destinations: Destination[];
  /** Every page of the organisation is among them, so an empty list is final. */
  complete: boolean;
}

/** The overview's first screen as the console restores it before its first render. */
export async function readSavedOverview(): Promise<SavedOverview> {
  const { db, env } = await openCopy();
  try {
    const pageHashes = Array.from({ length: FIRST_SCREEN_PAGE_COUNT }, (_, i) =>
      queryHash(overviewPageKey(env, i)),
    );
    const [meta, summaryRow, ...pageRows] = (await readAll(db, [QUERIES, META], (tx) => [
      tx.objectStore(META).get(SNAPSHOT_META_ID),
      tx.objectStore(QUERIES).get(queryHash(overviewSummaryKey(env))),
      ...pageHashes.map((hash) => tx.objectStore(QUERIES).get(hash)),
    ])) as [unknown, QueryRow | undefined, ...(QueryRow | undefined)[]];
    checkBuster(meta);
    const summary = summaryRow?.state.data as { pages: number; complete: boolean } | undefined;
    if (!summary) throw new Error('The offline copy holds no overview.');
    // The console reads the pages the summary counts; a page missing from the copy makes the list partial.
    const counted = pageRows.slice(0, summary.pages);
    return {
      destinations: counted.flatMap((row) => (row?.state.data as Destination[] | undefined) ?? []),
      complete: summary.complete && summary.pages <= FIRST_SCREEN_PAGE_COUNT && counted.every(Boolean),
    };
  } finally {
    db.close();
  }
}

/**
 * A destination from its saved detail; without one, from the newest overview page that lists it (a
 * second transaction, only then: the pages of a large organisation are megabytes).
 */
export async function readSavedDestination(id: string): Promise<Destination> {
  const { db, env } = await openCopy();
  try {
    const [meta, detail] = (await readAll(db, [QUERIES, META], (tx) => [
      tx.objectStore(META).get(SNAPSHOT_META_ID),
      tx.objectStore(QUERIES).get(queryHash(destinationDetailKey(env, id))),
    ])) as [unknown, QueryRow | undefined];
    checkBuster(meta);
    if (detail) return detail.state.data as Destination;
    const { lower, upper } = overviewPagesHashRange(env);
    const [pages] = (await readAll(db, [QUERIES], (tx) => [
      tx.objectStore(QUERIES).getAll(IDBKeyRange.bound(lower, upper)),
    ])) as [QueryRow[]];
    let found: { destination: Destination; at: number } | undefined;
    for (const page of pages) {
      const destination = (page.state.data as Destination[]).find((d) => d.id === id);
      if (destination && (!found || page.state.dataUpdatedAt > found.at))
        found = { destination, at: page.state.dataUpdatedAt };
    }
    if (!found) throw new Error(`The offline copy holds no destination ${id}.`);
    return found.destination;
  } finally {
    db.close();
  }
}
