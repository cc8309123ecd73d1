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

/**
 * Until a saved query hash contains `fragment` and nothing was written for `quietMs` (longer to let a
 * background pass, which writes a chunk a second between its requests, end).
 */
export async function waitUntilSaved(page: Page, fragment: string, quietMs = QUIET_MS) {
  const deadline = Date.now() + TIMEOUT_MS;
  let last = '';
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const state = await snapshotState(page);
    const now = JSON.stringify(state);
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (state.hashes.some((h) => h.includes(fragment)) && Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`The snapshot never saved a query containing ${fragment} within ${TIMEOUT_MS / 1000} s.`);
}

/** The service worker controls the page, so a reload offline gets the app shell. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** One saved row as the snapshot size counts it: its query key and its `size` field. */
export interface SavedRow {
  key: unknown[];
  /** QueryRow.size (src/offline/db.ts): UTF-16 code units of the data's JSON, i.e. bytes for ASCII. */
  size: number;
}

/**
 * Every row of the prod snapshot databases (key and size only) and the origin's storage use as the
 * browser estimates it (IndexedDB on disk, the service worker's caches, everything). Source text, as
 * SNAPSHOT_STATE.
 */
const SNAPSHOT_ROWS = `(async (prefix) => {
  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const names = (await indexedDB.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(prefix) && name.endsWith(':prod'));
  const rows = [];
  for (const name of names) {
    const db = await request(indexedDB.open(name));
    if (db.objectStoreNames.contains('queries')) {
      const all = await request(db.transaction('queries').objectStore('queries').getAll());
      for (const row of all) rows.push({ key: row.key, size: row.size });
    }
    db.close();
  }
  const estimate = await navigator.storage.estimate();
  return { rows, usage: estimate.usage ?? null };
})(${JSON.stringify(QUERY_CACHE_DATABASE_PREFIX)})`;

export function savedRows(page: Page): Promise<{ rows: SavedRow[]; usage: number | null }> {
  return page.evaluate(SNAPSHOT_ROWS) as Promise<{ rows: SavedRow[]; usage: number | null }>;
}

export interface SnapshotSize {
  rows: number;
  /** Sum of the rows' sizes. */
  size: number;
  /** Per area of the query key (its element after the environment), largest first. */
  areas: { area: string; rows: number; size: number }[];
}

/** Totals of a snapshot's rows, and where their size is, by area ('overview-pages', 'guides', …). */
export function snapshotSize(rows: readonly SavedRow[]): SnapshotSize {
  const areas = new Map<string, { area: string; rows: number; size: number }>();
  let size = 0;
  for (const row of rows) {
    const name = typeof row.key[1] === 'string' ? row.key[1] : String(row.key[1] ?? '?');
    const area = areas.get(name) ?? { area: name, rows: 0, size: 0 };
    area.rows++;
    area.size += row.size;
    areas.set(name, area);
    size += row.size;
  }
  return {
    rows: rows.length,
    size,
    areas: [...areas.values()].sort((a, b) => b.size - a.size || a.area.localeCompare(b.area)),
  };
}

/** One line per area, for the log: "overview-pages 50 rows 1834.2 KiB, …". */
export function describeSnapshot(snapshot: SnapshotSize): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const areas = snapshot.areas.map((a) => `${a.area} ${a.rows} row${a.rows === 1 ? '' : 's'} ${kib(a.size)}`);
  return `${snapshot.rows} rows, ${kib(snapshot.size)}: ${areas.join(', ')}`;
}
