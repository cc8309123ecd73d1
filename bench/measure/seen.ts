/**
 * Seen is saved: how long data that reached the screen waits until its write is committed.
 *
 * Write latency (large organisation, `runs` walks, each in a new context: a first visit, so every screen's
 * data is new and written): /overview loaded until every alert is listed, then by in-app navigation a
 * destination's General, Activity and Connection tabs, one of its Transfer Job pages and the lists of
 * destinations, sources, models, recipients and webhooks, each until its requests settle and at least
 * DWELL_MS; then until no write was committed for WRITES_QUIET_MS. Every `console:seen-saved` measure of
 * the page (one per screen row written: from its data reaching the screen to its transaction's commit) of
 * every walk is one sample; the count is per walk.
 */
import type { Page } from '@playwright/test';
import { navigateInApp, settled, trackRequests, untilQuiet } from '../in-app.ts';
import { MARKS, MEASURES, markTime, measureEntries } from '../marks.ts';
import type { MetricResult } from '../results.ts';
import { apiHeaders, type Session, signedInContext } from '../session.ts';
import { median, percentile } from '../stats.ts';

const ALL_ALERTS_TIMEOUT_MS = 120_000;
/** A person looks at each screen of the walk at least this long. */
const DWELL_MS = 1_000;
const WRITES_QUIET_MS = 2_000;
const WRITES_TIMEOUT_MS = 30_000;
/** Destinations (newest first) searched for one whose first Activity page lists a transfer. */
const DESTINATIONS_SEARCHED = 50;

type Log = (line: string) => void;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The figures of `ids`, or each of them with the error that stopped their measurement. */
async function attempt(ids: readonly string[], run: () => Promise<MetricResult[]>): Promise<MetricResult[]> {
  try {
    return await run();
  } catch (error) {
    return ids.map((id) => ({ id, error: message(error) }));
  }
}

/** The screens of the walk after /overview: a destination's tabs, a Transfer Job page, five lists. */
export function walkPaths(destinationId: string, transferId: string): string[] {
  const d = `/destinations/${encodeURIComponent(destinationId)}`;
  return [
    d,
    `${d}/activity`,
    `${d}/connection`,
    `${d}/transfers/${encodeURIComponent(transferId)}`,
    '/destinations',
    '/sources',
    '/models',
    '/recipients',
    '/webhooks',
  ];
}

/** The newest destination whose first Activity page lists a transfer, and that transfer. */
async function destinationWithTransfer(session: Session): Promise<{ destination: string; transfer: string }> {
  const headers = apiHeaders(session);
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${session.baseUrl}/api${path}`, { headers });
    if (!res.ok) throw new Error(`GET /api${path} answered ${res.status}.`);
    return ((await res.json()) as { data: T }).data;
  };
  const { destinations } = await get<{ destinations: { id: string }[] }>(
    `/destinations?page_size=${DESTINATIONS_SEARCHED}`,
  );
  for (const { id } of destinations) {
    const { activity_logs } = await get<{ activity_logs: { type: string; id: string }[] }>(
      `/destinations/${id}/activity`,
    );
    const transfer = activity_logs.find((entry) => entry.type === 'transfer')?.id;
    if (transfer) return { destination: id, transfer };
  }
  throw new Error(`None of the ${DESTINATIONS_SEARCHED} newest destinations lists a transfer.`);
}

type Entry = { startTime: number; duration: number };

/** Until no seen-saved measure was added for WRITES_QUIET_MS; then every one of the page. */
async function committedWrites(page: Page): Promise<Entry[]> {
  const count = async () => (await measureEntries(page, MEASURES.seenSaved)).length;
  await untilQuiet(count, { quietMs: WRITES_QUIET_MS, timeoutMs: WRITES_TIMEOUT_MS });
  return measureEntries(page, MEASURES.seenSaved);
}

/** A screen of the walk and when it was asked for (page time, ms). */
export interface Visit {
  path: string;
  at: number;
}

/**
 * Each write's duration under the screen that was showing when its data reached the screen (the last
 * visit asked for at or before the measure's start), in the order of the visits.
 */
export function writesByScreen(entries: readonly Entry[], visits: readonly Visit[]): Map<string, number[]> {
  const screens = new Map<string, number[]>(visits.map((v) => [v.path, []]));
  for (const entry of entries) {
    const visit = visits.findLast((v) => v.at <= entry.startTime) ?? visits[0];
    if (visit) screens.get(visit.path)?.push(entry.duration);
  }
  return screens;
}

/** One line per screen for the log: "/overview 52 rows, median 141 ms, p95 609 ms; …". */
export function describeWrites(screens: ReadonlyMap<string, readonly number[]>): string {
  return [...screens]
    .map(([path, durations]) =>
      durations.length === 0
        ? `${path} none`
        : `${path} ${durations.length}, median ${Math.round(median(durations))} ms, ` +
          `p95 ${Math.round(percentile(durations, 95))} ms`,
    )
    .join('; ');
}

interface Walk {
  writes: number[];
  /** The writes of the screens after the first (the overview's first load is most of the rows). */
  later: number[];
  detail: string;
}

async function walk(session: Session, paths: readonly string[]): Promise<Walk> {
  const context = await signedInContext(session);
  try {
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    const now = () => page.evaluate(() => performance.now());
    await page.goto('/overview');
    const visits: Visit[] = [{ path: '/overview', at: 0 }];
    await markTime(page, MARKS.overviewAllAlerts, ALL_ALERTS_TIMEOUT_MS);
    await settled(page, inFlight);
    for (const path of paths) {
      const shown = Date.now();
      visits.push({ path, at: await now() });
      await navigateInApp(page, path);
      await settled(page, inFlight);
      const left = DWELL_MS - (Date.now() - shown);
      if (left > 0) await page.waitForTimeout(left);
      const at = new URL(page.url()).pathname;
      if (at !== path) throw new Error(`The walk went to ${path} but the page is at ${at}.`);
    }
    const writes = await committedWrites(page);
    if (writes.length === 0) throw new Error(`No '${MEASURES.seenSaved}' measure in the walk.`);
    const screens = writesByScreen(writes, visits);
    return {
      writes: writes.map((w) => w.duration),
      later: [...screens.values()].slice(1).flat(),
      detail: describeWrites(screens),
    };
  } finally {
    await context.close();
  }
}

/** Write latency over `session.runs` walks (large organisation): every sample, and the count per walk. */
export async function measureSeenSaved(session: Session, log: Log): Promise<MetricResult[]> {
  return attempt(['seen-saved', 'seen-saved-count'], async () => {
    const { destination, transfer } = await destinationWithTransfer(session);
    const paths = walkPaths(destination, transfer);
    const samples: number[] = [];
    const later: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < session.runs; i++) {
      const walked = await walk(session, paths);
      log(`walk ${i + 1}: ${walked.writes.length} screen rows written: ${walked.detail}`);
      samples.push(...walked.writes);
      later.push(...walked.later);
      counts.push(walked.writes.length);
    }
    log(`every walk, the screens after /overview: ${describeWrites(new Map([['writes', later]]))}`);
    return [
      { id: 'seen-saved', runs: samples },
      { id: 'seen-saved-count', runs: counts },
    ];
  });
}
