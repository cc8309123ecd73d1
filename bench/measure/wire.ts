/**
 * Sizes on the wire: what the browser fetched, counted by the network (Playwright's requests of the
 * page and of its service worker), not by the module graph. Each run is a first visit in a new context
 * (no service worker yet, nothing cached): signed in to /overview until its first row, and signed out to
 * /login until its form is usable (the `console:login-form` mark); then on until the network has been
 * idle a while, the worker's install included. Every script requested before the mark counts, at its
 * gzip size (zlib level 6, the budget's measure, whatever encoding the server chose); the rest is
 * reported after it. The precache is the bytes of every entry of the worker's manifest (the build's own
 * figure, scripts/check-budgets.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Request } from '@playwright/test';
import { MARKS, markTime } from '../marks.ts';
import type { MetricResult } from '../results.ts';
import { type Session, signedInContext } from '../session.ts';

/** No request for this long after the mark: the visit is over (the worker's install included). */
const IDLE_MS = 2_000;
const IDLE_MAX_MS = 60_000;
const KB = 1000;

interface Fetched {
  path: string;
  /** Epoch ms the request started. */
  at: number;
  worker: boolean;
  /** What came over the wire for it (body, as encoded). */
  wireBytes: number;
}

/** Records every script the context's pages and workers request. */
function recordScripts(context: BrowserContext): {
  scripts: Fetched[];
  inFlight: () => number;
  lastAt: () => number;
} {
  const scripts: Fetched[] = [];
  let inFlight = 0;
  let lastAt = Date.now();
  const ended = async (request: Request) => {
    inFlight--;
    lastAt = Date.now();
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    scripts.push({
      path: url.pathname,
      at: request.timing().startTime,
      worker: request.serviceWorker() !== null,
      wireBytes: sizes.responseBodySize,
    });
  };
  context.on('request', () => {
    inFlight++;
    lastAt = Date.now();
  });
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return { scripts, inFlight: () => inFlight, lastAt: () => lastAt };
}

async function untilIdle(inFlight: () => number, lastAt: () => number) {
  const deadline = Date.now() + IDLE_MAX_MS;
  while (Date.now() < deadline && (inFlight() > 0 || Date.now() - lastAt() < IDLE_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One first visit: KB of gzip script requested before the mark and after it, and the wire's own bytes. */
async function firstVisit(
  context: BrowserContext,
  path: string,
  mark: string,
  gzipKb: (path: string) => number,
) {
  try {
    const record = recordScripts(context);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'commit' });
    const markMs = await markTime(page, mark);
    const markAt = (await page.evaluate(() => performance.timeOrigin)) + markMs;
    await untilIdle(record.inFlight, record.lastAt);
    const unique = (list: Fetched[]) => [...new Map(list.map((f) => [f.path, f])).values()];
    const before = unique(record.scripts.filter((f) => f.at < markAt));
    const seen = new Set(before.map((f) => f.path));
    const after = unique(record.scripts.filter((f) => f.at >= markAt && !seen.has(f.path)));
    const sum = (list: Fetched[]) => list.reduce((total, f) => total + gzipKb(f.path), 0);
    const wire = (list: Fetched[]) => list.reduce((total, f) => total + f.wireBytes, 0) / KB;
    return {
      before: sum(before),
      after: sum(after),
      note: `${before.length} scripts (${before.filter((f) => f.worker).length} by the worker), ${wire(before).toFixed(1)} KB as sent`,
    };
  } finally {
    await context.close();
  }
}

export async function measureWire(
  session: Session,
  distDir: string,
  root: string,
  runs: number,
): Promise<MetricResult[]> {
  const gzipCache = new Map<string, number>();
  const gzipKb = (path: string) => {
    let size = gzipCache.get(path);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, path)), { level: 6 }).length / KB;
      gzipCache.set(path, size);
    }
    return size;
  };
  const results: MetricResult[] = [];
  const visits = [
    { key: 'overview', path: '/overview', mark: MARKS.overviewRows, signedIn: true },
    { key: 'login', path: '/login', mark: MARKS.loginForm, signedIn: false },
  ];
  for (const visit of visits) {
    const before: number[] = [];
    const after: number[] = [];
    let note = '';
    try {
      for (let i = 0; i < runs; i++) {
        const context = visit.signedIn
          ? await signedInContext(session)
          : await session.browser.newContext({ baseURL: session.baseUrl });
        const figures = await firstVisit(context, visit.path, visit.mark, gzipKb);
        before.push(figures.before);
        after.push(figures.after);
        note = figures.note;
      }
      results.push({ id: `wire-${visit.key}-before`, runs: before, note });
      results.push({ id: `wire-${visit.key}-after`, runs: after });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results.push(
        { id: `wire-${visit.key}-before`, error: message },
        { id: `wire-${visit.key}-after`, error: message },
      );
    }
  }
  // Imported by URL: the script is plain JavaScript without type declarations.
  const { measureDist } = (await import(pathToFileURL(join(root, 'scripts/check-budgets.mjs')).href)) as {
    measureDist: (distDir: string, routeTreeFile: string) => { precacheBytes: number };
  };
  results.push({
    id: 'size-precache',
    runs: [measureDist(distDir, join(root, 'src/routeTree.gen.ts')).precacheBytes / 1024],
  });
  return results;
}
