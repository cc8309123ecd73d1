/**
 * The screens the bench times, each as the console shows it and as the floor does (bench/floor/): where
 * each is, and the performance mark that says its content is on screen (src/lib/perf-mark.ts; the floor
 * makes the same marks).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { destinationHash, type Source } from './floor/screens.ts';
import { MARKS, markTime } from './marks.ts';

/** The floor's one document; the hash names the screen and where its data comes from. */
export const FLOOR_PAGE = '/bench-floor/index.html';

export type ScreenKey = 'overview' | 'destination';

export interface Screen {
  key: ScreenKey;
  /** The console's path. */
  path: string;
  mark: string;
  /** The floor's URL for data from the offline copy or from the API. */
  floor: (source: Source) => string;
}

export function screens(destinationId: string): Record<ScreenKey, Screen> {
  return {
    overview: {
      key: 'overview',
      path: '/overview',
      mark: MARKS.overviewRows,
      floor: (source) => `${FLOOR_PAGE}#overview/${source}`,
    },
    destination: {
      key: 'destination',
      path: `/destinations/${encodeURIComponent(destinationId)}`,
      mark: MARKS.destinationGeneral,
      floor: (source) => `${FLOOR_PAGE}${destinationHash(destinationId, source)}`,
    },
  };
}

/** Records when the page was last busy: its last long task's end, in its own clock. */
const WATCH_BUSY = `(() => {
  window.__benchBusyUntil = 0;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__benchBusyUntil = Math.max(window.__benchBusyUntil, task.startTime + task.duration);
  }).observe({ type: 'longtask', buffered: true });
})()`;
/** A load is over once its page has had no long task and no request in flight for this long. */
const SETTLED_QUIET_MS = 500;
const SETTLED_MAX_MS = 20_000;

/** Until the page is quiet: what a load goes on doing after its mark (the snapshot's later rows) is done. */
async function settled(page: Page, inFlight: () => number) {
  const deadline = Date.now() + SETTLED_MAX_MS;
  while (Date.now() < deadline) {
    const quietFor = (await page.evaluate('performance.now() - window.__benchBusyUntil')) as number;
    if (inFlight() === 0 && quietFor >= SETTLED_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs `use` in a new tab of `context` at CPU ×`rate`, lets the page settle, then closes the tab. Every
 * timed load opens its own tab, as a person opening the console does: a renderer of its own, with no
 * previous page to leave in it (the console flushes its writes as it goes) and no earlier page's garbage
 * to collect; and each load's tail ends before the next starts (a 20,000-destination snapshot's later
 * restore, cut short by closing its tab, held up the next tab's start by 400 ms), so that neither side
 * of a pair pays for the other.
 */
export async function inNewTab<T>(
  context: BrowserContext,
  rate: number,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  try {
    await page.addInitScript(WATCH_BUSY);
    if (rate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    const result = await use(page);
    await settled(page, () => inFlight);
    return result;
  } finally {
    await page.close();
  }
}

/** Opens `url` in `page` and returns its mark's time from navigation start. */
export async function loadUntilMark(page: Page, url: string, mark: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  return markTime(page, mark);
}

/** One load of `url` in a new tab at CPU ×`rate`: its mark's time. */
export const openUntilMark = (context: BrowserContext, url: string, mark: string, rate = 1) =>
  inNewTab(context, rate, (page) => loadUntilMark(page, url, mark));
