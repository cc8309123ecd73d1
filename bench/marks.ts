/**
 * The performance marks the app sets when real content is on screen (set in
 * src/features/overview and src/features/destinations). The bench never fakes them: a missing mark is
 * an error naming it.
 */
import type { Page } from '@playwright/test';
import { OVERDUE_MEASURE } from '../src/features/overview/on-call.ts';
import { PERF_MARKS } from '../src/lib/perf-mark.ts';
import { SEEN_SAVED_MEASURE } from '../src/offline/snapshot/policy.ts';

export const MARKS = PERF_MARKS;

/**
 * The app's performance measures: the snapshot restore at start-up (src/main.tsx, its first render waits
 * for it) and, per screen row, the time from its data reaching the screen to the commit of its write
 * (src/offline/snapshot/writes.ts, at most 1,000 per page load), and each judgement of which
 * destinations are overdue on the overview (src/features/overview/on-call-layer.tsx).
 */
export const MEASURES = {
  restore: 'console:restore',
  seenSaved: SEEN_SAVED_MEASURE,
  overdue: OVERDUE_MEASURE,
} as const;

/** The measure's duration in ms (the first of that name in the page); waits for it up to `timeoutMs`. */
export async function measureDuration(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  try {
    await page.waitForFunction((n) => performance.getEntriesByName(n, 'measure').length > 0, name, {
      timeout: timeoutMs,
      polling: 50,
    });
  } catch (error) {
    if (page.isClosed() || !(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(
      `The performance measure '${name}' never appeared within ${timeoutMs / 1000} s on ${page.url()}.`,
    );
  }
  return page.evaluate(
    (n) => (performance.getEntriesByName(n, 'measure')[0] as PerformanceEntry).duration,
    name,
  );
}

/** Every measure of that name recorded in the page so far: its start and duration, in ms. */
export function measureEntries(page: Page, name: string): Promise<{ startTime: number; duration: number }[]> {
  return page.evaluate(
    (n) =>
      performance
        .getEntriesByName(n, 'measure')
        .map((e) => ({ startTime: e.startTime, duration: e.duration })),
    name,
  );
}

/** The mark's time in ms since the page's navigation started; waits for it up to `timeoutMs`. */
export async function markTime(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  try {
    await page.waitForFunction((n) => performance.getEntriesByName(n, 'mark').length > 0, name, {
      timeout: timeoutMs,
      polling: 50,
    });
  } catch (error) {
    if (page.isClosed() || !(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(
      `The performance mark '${name}' never appeared within ${timeoutMs / 1000} s on ${page.url()}: ` +
        'the app must set it when real content is on screen.',
    );
  }
  return page.evaluate(
    (n) => (performance.getEntriesByName(n, 'mark')[0] as PerformanceEntry).startTime,
    name,
  );
}
