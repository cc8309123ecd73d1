/**
 * Lighthouse, mobile preset (its default config: emulated phone, simulated slow 4G and 4× CPU), on four
 * loads: /login cold (storage reset: no service worker, nothing cached) and warm (the worker installed by
 * an earlier visit serves the app), then, signed in, /overview and a destination page as the returning
 * user they are made for. Lighthouse drives its own tab of a Chromium profile over DevTools; the warm
 * loads keep the profile's storage (`disableStorageReset`). Each load reports its performance score and,
 * beside it, Cumulative Layout Shift and Total Blocking Time.
 *
 * A warm page is loaded once, unmeasured, before its runs: the first load the service worker serves
 * compiles every script from scratch and stores V8's code cache beside it (some 70 ms of main thread
 * on this machine, four times that on Lighthouse's phone), which a returning user already has.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchDebuggableProfile } from '../browser.ts';
import type { MetricResult } from '../report.ts';
import { signIn } from '../sign-in.ts';

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

/** Cold: Lighthouse resets the storage. Warm: storage kept, `before` prepares each run. */
type Start = { cold: true } | { cold: false; before: () => Promise<void> };

async function runs(url: string, port: number, count: number, start: Start): Promise<Run[]> {
  const { default: lighthouse } = await import('lighthouse');
  const result: Run[] = [];
  for (let i = 0; i < count; i++) {
    if (!start.cold) await start.before();
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: !start.cold,
    });
    const lhr = run?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || score === null || score === undefined) {
      const why = lhr?.runtimeError?.message ?? 'no performance score';
      throw new Error(`Lighthouse on ${url}: ${why}.`);
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}.`);
    }
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${url} reported no ${id}.`);
      return value;
    };
    result.push({
      score: score * 100,
      cls: audit('cumulative-layout-shift'),
      tbt: audit('total-blocking-time'),
    });
  }
  return result;
}

/** One unmeasured load of the page, settled: its scripts' code cache is written (see above). */
async function warmUp(browser: BrowserContext, url: string) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
}

/**
 * Before a warm run: the site's service worker is stopped, so the run opens the app as a phone does
 * from its home screen, in a renderer process of its own. A running worker keeps the process of the
 * previous run's page, whose large heap V8 then sweeps at the start of the next load (a 100–140 ms task
 * at 1× no user opening the app pays). The worker starts again for the run, and its start is measured.
 */
async function stopServiceWorkers(browser: BrowserContext) {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await page.close();
}

export async function measureLighthouse(load: Load): Promise<MetricResult[]> {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-lighthouse-'));
  const browser = await launchDebuggableProfile(profile, load.debuggingPort);
  const results: MetricResult[] = [];
  const attempt = async (key: string, measure: () => Promise<Run[]>) => {
    const id = `lighthouse-${key}`;
    try {
      const measured = await measure();
      results.push(
        { id, runs: measured.map((r) => r.score) },
        { id: `${id}-cls`, runs: measured.map((r) => r.cls) },
        { id: `${id}-tbt`, runs: measured.map((r) => r.tbt) },
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      for (const suffix of ['', '-cls', '-tbt'])
        results.push({ id: `${id}${suffix}`, runs: [], error: message });
    }
  };
  const { baseUrl, debuggingPort: port, runs: count } = load;
  const warmStart: Start = { cold: false, before: () => stopServiceWorkers(browser) };
  try {
    await attempt('login', () => runs(`${baseUrl}/login`, port, count, { cold: true }));
    await attempt('login-warm', async () => {
      // One visit installs the service worker and lets it take control; the measured loads come after.
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/login`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve),
          );
        }
      });
      await page.close();
      await warmUp(browser, `${baseUrl}/login`);
      return runs(`${baseUrl}/login`, port, count, warmStart);
    });
    const page = await browser.newPage();
    await signIn(page, baseUrl);
    await page.close();
    const warm = async (url: string) => {
      await warmUp(browser, url);
      return runs(url, port, count, warmStart);
    };
    await attempt('overview', () => warm(`${baseUrl}/overview`));
    await attempt('destination', () => warm(`${baseUrl}/destinations/${load.destinationId}`));
    return results;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
