/**
 * Lighthouse performance score, mobile preset (its default config: emulated phone, simulated slow 4G and
 * 4× CPU), of /login signed out and of /overview signed in. Lighthouse drives its own tab of a Chromium
 * profile over DevTools; for /overview that profile was signed in first and Lighthouse keeps its storage
 * (`disableStorageReset`), so the page opens as the returning user it is made for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchDebuggableProfile } from '../browser.ts';
import type { MetricResult } from '../report.ts';
import { signIn } from '../sign-in.ts';

interface Load {
  runs: number;
  baseUrl: string;
  debuggingPort: number;
}

async function scores(url: string, port: number, runs: number, keepStorage: boolean): Promise<number[]> {
  const { default: lighthouse } = await import('lighthouse');
  const result: number[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
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
    result.push(score * 100);
  }
  return result;
}

export async function measureLighthouse(load: Load): Promise<MetricResult[]> {
  const profile = mkdtempSync(join(tmpdir(), 'console-bench-lighthouse-'));
  const browser = await launchDebuggableProfile(profile, load.debuggingPort);
  const results: MetricResult[] = [];
  const attempt = async (id: string, measure: () => Promise<number[]>) => {
    try {
      results.push({ id, runs: await measure() });
    } catch (error) {
      results.push({ id, runs: [], error: error instanceof Error ? error.message : String(error) });
    }
  };
  try {
    await attempt('lighthouse-login', () =>
      scores(`${load.baseUrl}/login`, load.debuggingPort, load.runs, false),
    );
    await attempt('lighthouse-overview', async () => {
      const page = await browser.newPage();
      await signIn(page, load.baseUrl);
      await page.close();
      return scores(`${load.baseUrl}/overview`, load.debuggingPort, load.runs, true);
    });
    return results;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
