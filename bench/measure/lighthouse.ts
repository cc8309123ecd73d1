/**
 * Lighthouse, mobile preset (its default config: emulated phone, simulated slow 4G and 4× CPU), on the
 * console and on the floor's same screen (bench/floor/), alternated run by run: /login cold (storage
 * reset: no service worker, nothing cached) against the floor's sign-in form; then, signed in, /overview
 * and a destination page as the returning user they are made for (the worker and the snapshot from an
 * earlier visit kept: `disableStorageReset`) against the floor reading the same offline copy. Lighthouse
 * drives its own tab of a Chromium profile over DevTools. Each load reports its performance score and,
 * beside it, Cumulative Layout Shift and Total Blocking Time.
 *
 * A warm page is loaded once, unmeasured, before its runs: the first load the service worker serves
 * compiles every script from scratch and stores V8's code cache beside it, which a returning user
 * already has.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchDebuggableProfile } from '../browser.ts';
import type { MetricResult } from '../results.ts';
import { SCRATCH_DIR } from '../scratch.ts';
import { FLOOR_PAGE, screens } from '../screens.ts';
import { signIn } from '../sign-in.ts';
import { median } from '../stats.ts';

interface Load {
  runs: number;
  baseUrl: string;
  debuggingPort: number;
  destinationId: string;
}

interface Run {
  score: number;
  cls: number;
  tbt: number;
}

async function lighthouseRun(url: string, port: number, cold: boolean): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: !cold,
  });
  const lhr = run?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score === null || score === undefined) {
    const why = lhr?.runtimeError?.message ?? 'no performance score';
    throw new Error(`Lighthouse on ${url}: ${why}.`);
  }
  const wanted = new URL(url);
  const ended = new URL(lhr.finalDisplayedUrl);
  if (ended.pathname !== wanted.pathname || ended.hash !== wanted.hash) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}.`);
  }
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} reported no ${id}.`);
    return value;
  };
  return { score: score * 100, cls: audit('cumulative-layout-shift'), tbt: audit('total-blocking-time') };
}

/** One unmeasured load of the page, settled: its scripts' code cache is written (see above). */
async function warmUp(browser: BrowserContext, url: string) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
}

/**
 * Before a warm run: the site's service worker is stopped, so the run opens the app as a phone does
 * from its home screen, in a renderer process of its own, and the worker's start is measured too.
 */
async function stopServiceWorkers(browser: BrowserContext) {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.close();
}

/** `count` alternated runs of the console's URL and the floor's: the three figures of each. */
function results(key: string, consoleRuns: Run[], floorRuns: Run[]): MetricResult[] {
  const id = `lighthouse-${key}`;
  const tbtFloor = median(floorRuns.map((r) => r.tbt));
  return [
    { id, a: consoleRuns.map((r) => r.score), b: floorRuns.map((r) => r.score) },
    { id: `${id}-cls`, runs: consoleRuns.map((r) => r.cls) },
    { id: `${id}-tbt`, runs: consoleRuns.map((r) => r.tbt), note: `floor ${Math.round(tbtFloor)} ms` },
  ];
}

export async function measureLighthouse(load: Load): Promise<MetricResult[]> {
  const profile = mkdtempSync(join(SCRATCH_DIR, 'console-bench-lighthouse-'));
  const browser = await launchDebuggableProfile(profile, load.debuggingPort);
  const out: MetricResult[] = [];
  const { baseUrl, debuggingPort: port, runs: count } = load;
  const compare = async (key: string, consoleUrl: string, floorUrl: string, cold: boolean) => {
    try {
      if (!cold) {
        await warmUp(browser, consoleUrl);
        await warmUp(browser, floorUrl);
      }
      const consoleRuns: Run[] = [];
      const floorRuns: Run[] = [];
      for (let i = 0; i < count; i++) {
        // Alternated, and each side first in every other round.
        for (const side of i % 2 === 0 ? ['console', 'floor'] : ['floor', 'console']) {
          if (!cold) await stopServiceWorkers(browser);
          const url = side === 'console' ? consoleUrl : floorUrl;
          (side === 'console' ? consoleRuns : floorRuns).push(await lighthouseRun(url, port, cold));
        }
      }
      out.push(...results(key, consoleRuns, floorRuns));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const suffix of ['', '-cls', '-tbt'])
        out.push({ id: `lighthouse-${key}${suffix}`, error: message });
    }
  };
  try {
    await compare('login', `${baseUrl}/login`, `${baseUrl}${FLOOR_PAGE}#login`, true);
    const page = await browser.newPage();
    await signIn(page, baseUrl);
    // The sign-in lands on /overview: the worker installs and takes control, the snapshot is saved.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.close();
    const targets = screens(load.destinationId);
    for (const screen of [targets.overview, targets.destination]) {
      await compare(screen.key, `${baseUrl}${screen.path}`, `${baseUrl}${screen.floor('snapshot')}`, false);
    }
    return out;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
