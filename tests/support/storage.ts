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
