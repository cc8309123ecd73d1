/**
 * The one reader of the console's snapshot databases (src/offline/db.ts) for the journeys, the engine
 * runs and the bench: which queries this browser holds for an environment, and what they weigh.
 *
 * Page code kept as text, since it runs three ways (Playwright's page.evaluate, the engines' WebDriver
 * evaluate, and inside tests/engines/page-lib.js) and a function compiled by tsx carries `__name()` calls
 * that the page does not have. The database names come from src/offline/storage-names.ts.
 */
import type { Page } from '@playwright/test';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import { queryCacheDatabaseName } from '../../src/offline/storage-names.ts';

/** Stand-ins for a user key and an environment: the page fills in one and matches any of the other. */
const USER_MARK = '\u0001user\u0001';
const ENVIRONMENT_MARK = '\u0001environment\u0001';
const NAME_SHAPE = queryCacheDatabaseName(USER_MARK, ENVIRONMENT_MARK as Environment);

/** One saved row as the snapshot size counts it: its query key and its `size` field. */
export interface SavedRow {
  key: unknown[];
  /** QueryRow.size (src/offline/db.ts): UTF-16 code units of the data's JSON, i.e. bytes for ASCII. */
  size: number;
}

export interface SavedSizes {
  /** Every saved row, in hash order: the hash is its key as JSON; sizes from the `usage` store, never the data. */
  rows: SavedRow[];
  /** The meta rows: their savedAt changes with every write. */
  meta: unknown[];
  /** The origin's storage use as the browser estimates it (IndexedDB, the worker's caches, everything). */
  usage: number | null;
}

/**
 * An expression for the page whose value is `{ savedHashes(environment), savedSizes(environment) }`.
 * It never creates, upgrades or holds a database open (each is closed after its read), and reads no
 * row's data: keys from `queries`, sizes from `usage` (the stores of src/offline/db.ts's QUERY_STORES).
 */
export const SNAPSHOT_READER = `(() => {
  const shape = ${JSON.stringify(NAME_SHAPE)};
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const eachDatabase = async (environment, read) => {
    const [head, tail] = shape.replace(${JSON.stringify(ENVIRONMENT_MARK)}, environment).split(${JSON.stringify(USER_MARK)});
    const names = (await indexedDB.databases())
      .map((info) => info.name ?? '')
      .filter((name) => name.length > head.length + tail.length && name.startsWith(head) && name.endsWith(tail));
    for (const name of names) {
      const db = await request(indexedDB.open(name));
      try {
        await read(db);
      } finally {
        db.close();
      }
    }
  };
  const savedHashes = async (environment) => {
    const hashes = [];
    await eachDatabase(environment, async (db) => {
      if (!db.objectStoreNames.contains('queries')) return;
      const keys = await request(db.transaction('queries').objectStore('queries').getAllKeys());
      hashes.push(...keys.map(String));
    });
    return hashes;
  };
  const savedSizes = async (environment) => {
    const rows = [];
    const meta = [];
    await eachDatabase(environment, async (db) => {
      if (!db.objectStoreNames.contains('usage') || !db.objectStoreNames.contains('meta')) return;
      const transaction = db.transaction(['usage', 'meta']);
      for (const row of await request(transaction.objectStore('usage').getAll()))
        rows.push({ key: JSON.parse(row.hash), size: row.size });
      meta.push(...(await request(transaction.objectStore('meta').getAll())));
    });
    const estimate = await navigator.storage.estimate();
    return { rows, meta, usage: estimate.usage ?? null };
  };
  return { savedHashes, savedSizes };
})()`;

const call = (reader: 'savedHashes' | 'savedSizes', environment: Environment) =>
  `(${SNAPSHOT_READER}).${reader}(${JSON.stringify(environment)})`;

/** Query hashes saved in this browser's snapshot databases of one environment (every user). */
export function savedHashes(page: Page, environment: Environment): Promise<string[]> {
  return page.evaluate(call('savedHashes', environment)) as Promise<string[]>;
}

/** The rows' keys and sizes, the meta rows and the storage estimate of one environment's snapshots. */
export function savedSizes(page: Page, environment: Environment): Promise<SavedSizes> {
  return page.evaluate(call('savedSizes', environment)) as Promise<SavedSizes>;
}
