/**
 * Waits until the signed-in user's snapshot (IndexedDB, src/offline/persistence.ts) holds what a page
 * showed, so a reload offline renders from it: its writes are batched (about a second), so until nothing
 * has been written for QUIET_MS. Which queries a page saves is the app's business: if the page does not
 * render offline, the offline run reports its missing mark.
 */
import type { Page } from '@playwright/test';
import { type SavedRow, type SavedSizes, savedSizes } from '../tests/support/snapshot-reader.ts';
import { untilQuiet } from './in-app.ts';

const QUIET_MS = 2_000;
const TIMEOUT_MS = 60_000;

/** What this browser's prod snapshot databases hold, without reading (cloning) the rows' data. */
export function snapshotState(page: Page): Promise<SavedSizes> {
  return savedSizes(page, 'prod');
}

/**
 * Until a saved query hash contains `fragment` and nothing was written for `quietMs` (longer to let a
 * background pass, which writes a chunk a second between its requests, end).
 */
export async function waitUntilSaved(page: Page, fragment: string, quietMs = QUIET_MS) {
  // The meta rows' savedAt changes with every write, a rewrite of a saved row too.
  const saves = async () => {
    const { rows, meta } = await snapshotState(page);
    return { hashes: rows.map((row) => JSON.stringify(row.key)), meta };
  };
  const saved = await untilQuiet(saves, {
    quietMs,
    timeoutMs: TIMEOUT_MS,
    ready: ({ hashes }) => hashes.some((hash) => hash.includes(fragment)),
  });
  if (!saved)
    throw new Error(`The snapshot never saved a query containing ${fragment} within ${TIMEOUT_MS / 1000} s.`);
}

/** The service worker controls the page, so a reload offline gets the app shell. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
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
