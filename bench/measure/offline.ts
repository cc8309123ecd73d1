/**
 * Warm offline, against the floor (bench/floor/) on the same origin and worker, in one context: after one
 * online visit of /overview and of a destination (each saved on the device), offline, the console's
 * screen and the floor's (reading the same offline copy) are loaded in alternated pairs, at CPU ×1 and ×4;
 * each load is timed from navigation start to its content mark. Then, in the same context:
 * - the command palette's first result after Ctrl+K, against the same load's first rows (palette.ts);
 * - the overdue rule's share of a load's main-thread time: every `console:overdue` measure of a warm
 *   offline /overview load (the whole organisation judged), over the main thread's busy time from its
 *   navigation start to the end of the last of them (a Chromium trace, trace.ts).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { MARKS, MEASURES, measureEntries } from '../marks.ts';
import { alternated } from '../pairs.ts';
import type { MetricResult } from '../results.ts';
import { inNewTab, openUntilMark, screens } from '../screens.ts';
import type { Session } from '../session.ts';
import { MAIN_THREAD_CATEGORIES, mainThreadMs, type TraceEvent } from '../trace.ts';
import { warmOffline } from '../warm.ts';
import { ALL_ALERTS_TIMEOUT_MS, paletteLoad } from './palette.ts';

export const RATES = [1, 4] as const;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function paletteRuns(
  context: BrowserContext,
  name: string,
  loads: number,
  rate: number,
): Promise<{ a: number[]; b: number[] }> {
  await paletteLoad(context, name, rate);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < loads; i++) {
    const { rows, palette } = await paletteLoad(context, name, rate);
    a.push(palette);
    b.push(rows);
  }
  return { a, b };
}

/** One traced warm offline /overview load in a new tab: the overdue rule's ms and the main thread's busy ms. */
const overdueLoad = (browser: Browser, context: BrowserContext) =>
  inNewTab(context, 1, async (page): Promise<{ overdue: number; main: number }> => {
    await browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES });
    let trace: Buffer;
    let entries: { startTime: number; duration: number }[];
    try {
      await page.goto('/overview', { waitUntil: 'commit' });
      await page.waitForFunction(
        (n) => performance.getEntriesByName(n, 'measure').length > 0,
        MEASURES.overdue,
        {
          timeout: ALL_ALERTS_TIMEOUT_MS,
          polling: 50,
        },
      );
      // A judgement may follow (the running transfers' reader arriving): the load's tasks settle first.
      await page.waitForTimeout(500);
      entries = await measureEntries(page, MEASURES.overdue);
    } finally {
      trace = await browser.stopTracing();
    }
    const end = Math.max(...entries.map((e) => e.startTime + e.duration));
    const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    return {
      overdue: entries.reduce((sum, e) => sum + e.duration, 0),
      main: mainThreadMs(events, MARKS.overviewRows, end),
    };
  });

export async function measureOffline(
  session: Session,
  destination: { id: string; name: string },
  pairs: number,
): Promise<MetricResult[]> {
  const targets = screens(destination.id);
  const warm = await warmOffline(session, [targets.overview, targets.destination]);
  const results: MetricResult[] = [];
  const attempt = async (id: string, run: () => Promise<Omit<MetricResult, 'id'>>) => {
    try {
      results.push({ id, ...(await run()) });
    } catch (error) {
      results.push({ id, error: message(error) });
    }
  };
  try {
    for (const rate of RATES) {
      for (const screen of [targets.overview, targets.destination]) {
        const open = (url: string) => () => openUntilMark(warm, url, screen.mark, rate);
        await attempt(`offline-${screen.key}-x${rate}`, () =>
          alternated(pairs, open(screen.path), open(screen.floor('snapshot'))),
        );
      }
      await attempt(`palette-x${rate}`, () => paletteRuns(warm, destination.name, pairs, rate));
    }
    await attempt('overdue-share', async () => {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < pairs; i++) {
        const { overdue, main } = await overdueLoad(session.browser, warm);
        a.push(overdue);
        b.push(main);
      }
      return { a, b };
    });
    return results;
  } finally {
    await warm.close();
  }
}
