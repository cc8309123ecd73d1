/**
 * A fixed JavaScript workload, timed in Chromium beside the measurements: the same work on any machine, so
 * its time says how fast this machine was during the run and lets two runs' absolute figures be compared
 * (a machine twice as slow takes about twice as long here). What it does resembles a console load:
 * parse and stringify JSON rows, sort them, build strings.
 */
import { runInThisContext } from 'node:vm';
import type { Browser } from '@playwright/test';
import { median } from './stats.ts';

/** Runs in the page: source text, so that the page and Node run exactly the same function. */
export const WORKLOAD = `(() => {
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const rows = Array.from({ length: 20000 }, (_, i) => ({
    id: 'd' + i,
    name: 'Destination ' + Math.floor(random() * 1e6),
    vendor: ['postgres', 'snowflake', 'bigquery', 's3'][i % 4],
    last: { status: random() < 0.1 ? 'ERROR' : 'SUCCESS', rows: Math.floor(random() * 1e5) },
  }));
  const started = performance.now();
  let checksum = 0;
  for (let round = 0; round < 3; round++) {
    const copy = JSON.parse(JSON.stringify(rows));
    copy.sort((a, b) => a.name.localeCompare(b.name));
    checksum += copy.filter((r) => r.last.status === 'ERROR').map((r) => r.name + r.vendor).join().length;
  }
  return { ms: performance.now() - started, checksum };
})()`;

const RUNS = 5;

export interface Calibration {
  /** Median ms of the workload in Chromium's page, CPU unthrottled. */
  chromiumMs: number;
  /** The same in this Node process. */
  nodeMs: number;
}

export async function calibrate(browser: Browser): Promise<Calibration> {
  const page = await browser.newPage();
  try {
    const chromium: number[] = [];
    const node: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const inPage = (await page.evaluate(WORKLOAD)) as { ms: number };
      const inNode = runInThisContext(WORKLOAD) as { ms: number };
      if (i === 0) continue; // the first run compiles
      chromium.push(inPage.ms);
      node.push(inNode.ms);
    }
    return { chromiumMs: median(chromium), nodeMs: median(node) };
  } finally {
    await page.close();
  }
}
