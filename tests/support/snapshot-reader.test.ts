/** Runs the page's snapshot reader against databases named as the console names them. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { draftsDatabaseName, queryCacheDatabaseName } from '../../src/offline/storage-names.ts';
import { type SavedSizes, SNAPSHOT_READER } from './snapshot-reader.ts';

interface Reader {
  savedHashes: (environment: string) => Promise<string[]>;
  savedSizes: (environment: string) => Promise<SavedSizes>;
}

const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** A database with the snapshot's three stores (src/offline/db.ts) holding one row per hash. */
async function snapshot(name: string, hashes: string[]) {
  const open = indexedDB.open(name, 20);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('queries', { keyPath: 'hash' });
    open.result.createObjectStore('usage', { keyPath: 'hash' });
    open.result.createObjectStore('meta', { keyPath: 'id' });
  };
  const db = await request(open);
  const transaction = db.transaction(['queries', 'usage', 'meta'], 'readwrite');
  for (const [i, hash] of hashes.entries()) {
    transaction.objectStore('queries').put({ hash, data: 'x'.repeat(i + 1) });
    transaction.objectStore('usage').put({ hash, size: i + 1, viewedAt: 0 });
  }
  transaction.objectStore('meta').put({ id: 'snapshot', buster: 'b', savedAt: 1 });
  await new Promise((resolve) => {
    transaction.oncomplete = resolve;
  });
  db.close();
}

const reader = new Function(`return ${SNAPSHOT_READER}`)() as Reader;
const PROD_A = '["prod","destinations","list"]';
const PROD_B = '["prod","overview-pages",0]';

beforeAll(async () => {
  vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 1234, quota: 1e9 }) } });
  await snapshot(queryCacheDatabaseName('aaaa', 'prod'), [PROD_A]);
  await snapshot(queryCacheDatabaseName('bbbb', 'prod'), [PROD_B]);
  await snapshot(queryCacheDatabaseName('aaaa', 'staging'), ['["staging","destinations","list"]']);
  await snapshot(draftsDatabaseName('aaaa', 'prod'), ['["prod","a draft"]']);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the snapshot reader', () => {
  it("lists every user's saved query hashes of one environment, and no other database's", async () => {
    expect((await reader.savedHashes('prod')).sort()).toEqual([PROD_A, PROD_B].sort());
    expect(await reader.savedHashes('staging')).toEqual(['["staging","destinations","list"]']);
  });

  it('gives the keys and sizes from the usage store, the meta rows and the storage estimate', async () => {
    const sizes = await reader.savedSizes('prod');
    expect(sizes.rows).toEqual(
      expect.arrayContaining([
        { key: ['prod', 'destinations', 'list'], size: 1 },
        { key: ['prod', 'overview-pages', 0], size: 1 },
      ]),
    );
    expect(sizes.rows).toHaveLength(2);
    expect(sizes.meta).toEqual([
      { id: 'snapshot', buster: 'b', savedAt: 1 },
      { id: 'snapshot', buster: 'b', savedAt: 1 },
    ]);
    expect(sizes.usage).toBe(1234);
  });

  it('reads nothing of an environment without a snapshot', async () => {
    await expect(reader.savedHashes('nowhere')).resolves.toEqual([]);
  });
});
