/**
 * `npm run bench` (issue 6): builds the app, starts the real server on a large organisation, drives
 * Debian's Chromium and prints each figure against its budget; writes bench/results.json. Exit 1 when a
 * figure could not be measured, or when a budget fails (unless --no-fail). See BENCHMARKS.md.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { launchBrowser } from './browser.ts';
import { buildApp } from './build.ts';
import { measureApi } from './measure/api.ts';
import { measureColdOverview } from './measure/cold-overview.ts';
import { measureHeap } from './measure/heap.ts';
import { measureLighthouse } from './measure/lighthouse.ts';
import { measureOffline } from './measure/offline.ts';
import { measureOverdue } from './measure/overdue.ts';
import { measureRowClick } from './measure/row-click.ts';
import { measureSeenSaved, measureSnapshot, snapshotIds } from './measure/seen.ts';
import { METRICS } from './metrics.ts';
import { type Group, type Options, parseOptions } from './options.ts';
import { formatErrors, formatMarkdown, formatText, type MetricResult, summarise } from './report.ts';
import { describeMachine, writeResults } from './results.ts';
import { type BenchServer, startServer } from './server.ts';
import { firstDestination, startSession } from './session.ts';
import { measureSizes } from './sizes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, '.tmp-dist/bench');
const resultsFile = join(root, 'bench/results.json');

let options: Options;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const started = performance.now();
const results: MetricResult[] = [];
const log = (line: string) =>
  console.log(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${line}`);

/** Runs one group; if it throws, each of its metrics gets the error instead of a figure. */
async function measure(group: Group, run: () => Promise<MetricResult[]>) {
  if (!options.groups.has(group)) return;
  log(`measuring ${group}`);
  try {
    results.push(...(await run()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const spec of METRICS)
      if (spec.group === group) results.push({ id: spec.id, runs: [], error: message });
  }
}

let server: BenchServer | null = null;
let browser: Browser | null = null;
let chromium: string | null = null;
try {
  if (options.build) {
    log(`building into ${distDir}`);
    buildApp(root, distDir);
  }
  await measure('sizes', () => measureSizes(root, distDir));

  if ([...options.groups].some((g) => g !== 'sizes')) {
    log('starting the server on a large organisation (seeding takes a while)');
    server = await startServer(root, options.port, distDir);
    log(`server ready; seeded in ${server.seedSeconds ?? '?'} s`);
    browser = await launchBrowser();
    chromium = browser.version();
    const session = await startSession(browser, server.url, options.runs);
    const load = { requests: options.apiRequests, clients: options.apiClients };
    await measure('api', () => measureApi(session, load));
    const destination = await firstDestination(session);
    await measure('offline', async () => measureOffline(session, destination));
    await measure('click', () => measureRowClick(session));
    await measure('cold', () => measureColdOverview(session));
    await measure('overdue', () => measureOverdue(session));
    await measure('heap', () => measureHeap(session));
    const running = browser;
    await measure('seen', async () => {
      const figures = await measureSeenSaved(session, log);
      figures.push(...(await measureSnapshot(session, 'large', log)));
      log('starting a second server on the demo organisation');
      let demo: BenchServer | null = null;
      try {
        demo = await startServer(root, options.port + 2, distDir, 'default');
        const demoSession = await startSession(running, demo.url, options.runs);
        figures.push(...(await measureSnapshot(demoSession, 'demo', log)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        figures.push(
          ...snapshotIds('demo').map((id) => ({ id, runs: [], error: `demo server: ${message}` })),
        );
      } finally {
        await demo?.stop();
      }
      return figures;
    });
    await browser.close();
    browser = null;
    const baseUrl = server.url;
    await measure('lighthouse', () =>
      measureLighthouse({
        runs: options.lighthouseRuns,
        baseUrl,
        debuggingPort: options.port + 1,
        destinationId: destination.id,
      }),
    );
  }
} finally {
  await browser?.close();
  await server?.stop();
}

const runtimeSeconds = Math.round((performance.now() - started) / 1000);
const rows = METRICS.filter((spec) => options.groups.has(spec.group)).map((spec) =>
  summarise(
    spec,
    results.find((r) => r.id === spec.id),
  ),
);
const machine = describeMachine(root, chromium);
writeResults(resultsFile, {
  machine,
  options,
  server: server && { seedSeconds: server.seedSeconds, readySeconds: server.readySeconds },
  runtimeSeconds,
  rows,
  results,
});

console.log(`\n${machine.cpu} (${machine.cores} cores), Node ${machine.node}, Chromium ${chromium ?? '—'}`);
console.log(`${machine.date}, commit ${machine.commit} + ${machine.uncommittedFiles} uncommitted files`);
if (server) console.log(`Large organisation seeded in ${server.seedSeconds ?? '?'} s`);
console.log(
  `Medians of ${options.runs} runs (Lighthouse ${options.lighthouseRuns}, API ${options.apiRequests} requests)\n`,
);
console.log(formatText(rows));
if (options.markdown) console.log(`\n${formatMarkdown(rows)}`);
const errors = formatErrors(rows);
if (errors.length) console.log(`\nNot measured:\n${errors.map((e) => `  ${e}`).join('\n')}`);
console.log(`\nBench runtime ${runtimeSeconds} s; raw runs in ${resultsFile}`);

const failed = rows.some((r) => r.verdict === 'FAIL');
process.exitCode = errors.length > 0 || (failed && options.failOnBudget) ? 1 : 0;
