import type { Page } from '@playwright/test';

/** Every record of every object store of every IndexedDB database of the page's origin, as text. */
export function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await done(db.transaction(store).objectStore(store).getAll());
        parts.push(`idb ${name}/${store}: ${JSON.stringify(records)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });
}

/**
 * Everything this origin keeps on the device, as text: every record of every object store of every
 * IndexedDB database, every Cache Storage entry's body, localStorage and this tab's sessionStorage.
 */
export async function everythingStored(page: Page): Promise<string> {
  const rest = await page.evaluate(async () => {
    const parts: string[] = [];
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`cache ${cacheName} ${request.url}: ${(await response?.text()) ?? ''}`);
      }
    }
    for (const [area, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        parts.push(`${area} ${key}: ${storage.getItem(key)}`);
      }
    }
    return parts.join('\n');
  });
  return `${await indexedDbText(page)}\n${rest}`;
}
