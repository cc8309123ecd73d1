/**
 * The curve to 20,000 destinations: the demo organisation (62), the large one (5,000) and the huge one
 * (20,000), each on a server of its own, measured in rounds (the three loads of a round one after the
 * other, the order rotating) in one Chromium at CPU ×1:
 * - warm offline first rows of /overview and of a destination, and the palette's first result, each org
 *   in its own warm context (warm.ts);
 * - cold online first rows of the same screens (a new context per load), the /overview loads also until
 *   every alert is listed (every page in);
 * - the JS heap after a tour of every route (heap.ts), in fewer rounds: a tour takes half a minute.
 * The budgets compare the huge organisation with the demo one; "every alert counted" compares the huge
 * with the large one per page of destinations. Every figure goes into the curve's table too.
 */
import type { BrowserContext } from '@playwright/test';
import { MARKS, markTime } from '../marks.ts';
import { rounds } from '../pairs.ts';
import type { MetricResult } from '../results.ts';
import { FLOOR_PAGE, inNewTab, loadUntilMark, openUntilMark, type Screen, screens } from '../screens.ts';
import { apiHeaders, type Session, signedInContext } from '../session.ts';
import { snapshotSize, snapshotState } from '../snapshot.ts';
import { median } from '../stats.ts';
import { warmOffline } from '../warm.ts';
import { heapAfterTour } from './heap.ts';
import { ALL_ALERTS_TIMEOUT_MS, paletteLoad } from './palette.ts';

export interface Organisation {
  label: string;
  session: Session;
  destination: { id: string; name: string };
}

/** One organisation's point of the curve: medians of its runs. */
export interface CurvePoint {
  label: string;
  destinations: number;
  pages: number;
  offlineOverview?: number;
  offlineDestination?: number;
  palette?: number;
  coldOverview?: number;
  coldDestination?: number;
  allAlerts?: number;
  heap?: number;
  /** The offline copy after a visit of /overview (every page) and a destination: its rows' size, KiB. */
  snapshotKiB?: number;
}

const HEAP_ROUNDS = 3;
const PAGE_SIZE = 100;

/** How many destinations the organisation has, counted 100 a page as the overview loads them. */
async function countDestinations(session: Session): Promise<number> {
  let count = 0;
  let url: string | undefined = `${session.baseUrl}/api/destinations?page_size=${PAGE_SIZE}`;
  while (url) {
    const res = await fetch(url, { headers: apiHeaders(session) });
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`);
    const body = (await res.json()) as {
      data: { destinations: unknown[] };
      next_url?: string;
      has_next?: boolean;
    };
    count += body.data.destinations.length;
    url = body.has_next ? body.next_url : undefined;
  }
  return count;
}

async function coldLoad(session: Session, screen: Screen, allAlerts?: number[]): Promise<number> {
  const context = await signedInContext(session);
  try {
    return await inNewTab(context, 1, async (page) => {
      const rows = await loadUntilMark(page, screen.path, screen.mark);
      if (allAlerts) allAlerts.push(await markTime(page, MARKS.overviewAllAlerts, ALL_ALERTS_TIMEOUT_MS));
      return rows;
    });
  } finally {
    await context.close();
  }
}

export async function measureScale(
  orgs: { huge: Organisation; large: Organisation; demo: Organisation },
  count: number,
  log: (line: string) => void,
): Promise<{ results: MetricResult[]; curve: CurvePoint[] }> {
  const order = [orgs.huge, orgs.large, orgs.demo];
  const curve: CurvePoint[] = [];
  for (const org of order) {
    const destinations = await countDestinations(org.session);
    curve.push({ label: org.label, destinations, pages: Math.ceil(destinations / PAGE_SIZE) });
  }
  const [huge, large, demo] = curve as [CurvePoint, CurvePoint, CurvePoint];
  const results: MetricResult[] = [];
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
  /** Runs `sides` (huge, large, demo) in rounds; each org's median goes to `field`, huge/demo to `id`. */
  const measure = async (
    id: string,
    field: keyof CurvePoint,
    sides: (() => Promise<number>)[],
    { roundsCount = count, warmUp = true } = {},
  ) => {
    try {
      const runs = await rounds(roundsCount, sides, { warmUp });
      for (const [i, r] of runs.entries()) Object.assign(curve[i] as CurvePoint, { [field]: median(r) });
      const [a = [], , c = []] = runs;
      results.push({ id, a, b: c });
    } catch (error) {
      results.push({ id, error: message(error) });
    }
  };

  const targets = order.map((org) => screens(org.destination.id));
  const warm: BrowserContext[] = [];
  try {
    for (const [i, org] of order.entries()) {
      const t = targets[i] as ReturnType<typeof screens>;
      log(`scale: ${org.label}: the online visit, saved for offline`);
      const context = await warmOffline(org.session, [t.overview, t.destination]);
      warm.push(context);
      const saved = await inNewTab(context, 1, async (page) => {
        await page.goto(FLOOR_PAGE);
        return snapshotSize((await snapshotState(page)).rows);
      });
      (curve[i] as CurvePoint).snapshotKiB = saved.size / 1024;
    }
    const offline = (key: 'overview' | 'destination') =>
      warm.map((context, i) => {
        const screen = (targets[i] as ReturnType<typeof screens>)[key];
        return () => openUntilMark(context, screen.path, screen.mark);
      });
    await measure('scale-offline-overview', 'offlineOverview', offline('overview'));
    await measure('scale-offline-destination', 'offlineDestination', offline('destination'));
    await measure(
      'scale-palette',
      'palette',
      warm.map(
        (context, i) => async () =>
          (await paletteLoad(context, (order[i] as Organisation).destination.name)).palette,
      ),
    );
  } finally {
    for (const context of warm) await context.close();
  }

  const alerts = order.map(() => [] as number[]);
  await measure(
    'scale-cold-overview',
    'coldOverview',
    order.map(
      (org, i) => () => coldLoad(org.session, (targets[i] as ReturnType<typeof screens>).overview, alerts[i]),
    ),
  );
  // Every alert counted: the same loads, huge against large per page (the first, unmeasured, dropped).
  const [hugeAll, largeAll, demoAll] = alerts.map((runs) => runs.slice(1));
  if (hugeAll?.length && largeAll?.length && demoAll?.length) {
    huge.allAlerts = median(hugeAll);
    large.allAlerts = median(largeAll);
    demo.allAlerts = median(demoAll);
    results.push({ id: 'scale-all-alerts', a: hugeAll, b: largeAll, divisor: huge.pages / large.pages });
  } else results.push({ id: 'scale-all-alerts', error: 'the cold /overview loads did not finish' });
  await measure(
    'scale-cold-destination',
    'coldDestination',
    order.map(
      (org, i) => () => coldLoad(org.session, (targets[i] as ReturnType<typeof screens>).destination),
    ),
  );
  await measure(
    'scale-heap',
    'heap',
    order.map((org) => () => heapAfterTour(org.session)),
    { roundsCount: HEAP_ROUNDS, warmUp: false },
  );
  return { results, curve };
}
