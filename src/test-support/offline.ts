/**
 * Helpers for the offline tests only (never imported by app code): a real QueryClient, an in-memory
 * IndexedDB (fake-indexeddb), a way to count the rows written and to read a user's stored rows.
 */
import 'fake-indexeddb/auto';
import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Environment } from '../api/schemas/envelope.ts';
import { openQueryCacheDb, type QueryRow, resultOf } from '../offline/db.ts';
import { createPersistence } from '../offline/persistence.ts';
import { queryCacheDatabaseName, userKey } from '../offline/storage-names.ts';

export const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY, retry: false } } });

let users = 0;
/** A fresh user per test, so tests never see each other's databases. */
export const newEmail = () => `Someone.${++users}.${Date.now()}@Example.com`;

export async function storedRows(email: string, environment: Environment): Promise<QueryRow[]> {
  const db = await openQueryCacheDb(queryCacheDatabaseName(await userKey(email), environment), () => {});
  try {
    return await resultOf(db.transaction('queries').objectStore('queries').getAll());
  } finally {
    db.close();
  }
}

/** The keys of a user's stored rows in prod. */
export const savedKeys = async (email: string) => (await storedRows(email, 'prod')).map((row) => row.key);

/** Puts the query on screen (an observer, as a mounted component has); returns the unmount. */
export function onScreen(client: QueryClient, queryKey: unknown[]) {
  return new QueryObserver(client, { queryKey, queryFn: skipToken }).subscribe(() => {});
}

/** A signed-in client in prod with nothing saved yet, whose writes wait a minute unless told otherwise. */
export async function signedInSlowWrites(options: Parameters<typeof createPersistence>[1] = {}) {
  const email = newEmail();
  const client = newClient();
  const persistence = createPersistence(client, {
    writeThrottleMs: 60_000,
    backgroundWriteMs: 60_000,
    ...options,
  });
  await persistence.activate(email, 'prod');
  return { email, client, persistence };
}

export async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap((info) => (info.name ? [info.name] : []));
}

/** Counts real IndexedDB puts into one object store, whatever library call made them. */
export function countPuts(storeName: string) {
  const spy = vi.spyOn(IDBObjectStore.prototype, 'put');
  return {
    get count() {
      return spy.mock.contexts.filter((store) => (store as IDBObjectStore).name === storeName).length;
    },
    restore: () => spy.mockRestore(),
  };
}

/** A localStorage stand-in for the node test environment. */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}
