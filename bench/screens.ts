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

/**
 * Runs `use` in a new tab of `context` at CPU ×`rate`, then closes the tab. Every timed load opens its
 * own tab, as a person opening the console does: a renderer of its own, with no previous page to leave
 * in it (the console flushes its writes as it goes) and no earlier page's garbage to collect, so that
 * neither side of a pair pays for the other.
 */
export async function inNewTab<T>(
  context: BrowserContext,
  rate: number,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  try {
    if (rate !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    }
    return await use(page);
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
