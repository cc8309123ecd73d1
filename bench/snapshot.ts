/**
 * Waits until the signed-in user's snapshot (IndexedDB, src/offline/persistence.ts) holds what a page
 * showed, so a reload offline renders from it: its writes are batched (about a second), so until nothing
 * has been written for QUIET_MS. Which queries a page saves is the app's business: if the page does not
 * render offline, the offline run reports its missing mark.
 */
import type { Page } from '@playwright/test';
import { QUERY_CACHE_DATABASE_PREFIX } from '../src/offline/storage-names.ts';

const QUIET_MS = 2_000;
const TIMEOUT_MS = 60_000;

/**
 * What this browser's prod snapshot databases hold: each query hash, and the meta rows (their savedAt
 * changes with every write). Evaluated from source text: tsx would wrap the helper's name in a function
 * the page does not have.
 */
const SNAPSHOT_STATE = `(async (prefix) => {
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const names = (await indexedDB.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(prefix) && name.endsWith(':prod'));
  const hashes = [];
  const meta = [];
  for (const name of names) {
    const db = await request(indexedDB.open(name));
    if (db.objectStoreNames.contains('queries')) {
      const keys = await request(db.transaction('queries').objectStore('queries').getAllKeys());
      hashes.push(...keys.map(String));
    }
    if (db.objectStoreNames.contains('meta')) {
      meta.push(...(await request(db.transaction('meta').objectStore('meta').getAll())));
    }
    db.close();
  }
  return { hashes: hashes.sort(), meta };
})(${JSON.stringify(QUERY_CACHE_DATABASE_PREFIX)})`;

function snapshotState(page: Page): Promise<{ hashes: string[]; meta: unknown[] }> {
  return page.evaluate(SNAPSHOT_STATE) as Promise<{ hashes: string[]; meta: unknown[] }>;
}

/** Until a saved query hash contains `fragment` and nothing was written for QUIET_MS. */
export async function waitUntilSaved(page: Page, fragment: string) {
  const deadline = Date.now() + TIMEOUT_MS;
  let last = '';
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const state = await snapshotState(page);
    const now = JSON.stringify(state);
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (state.hashes.some((h) => h.includes(fragment)) && Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`The snapshot never saved a query containing ${fragment} within ${TIMEOUT_MS / 1000} s.`);
}

/** The service worker controls the page, so a reload offline gets the app shell. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}
