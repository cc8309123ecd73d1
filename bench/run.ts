/**
 * `npm run bench`: builds the console (with the floor, bench/floor/), seeds the organisations it needs,
 * starts the real server on copies of them, drives Debian's Chromium and prints every figure against its
 * budget: ratios to references measured beside them in the same run (metrics.ts), sizes on the wire, the
 * curve to 20,000 destinations and, with --against, this tree's console over REF's. Writes
 * bench/results.json. Exit 1 when a figure could not be measured, or when a budget fails (unless
 * --no-fail). See BENCHMARKS.md.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { againstDist, buildAgainst, resolveRef } from './against.ts';
import { launchBrowser } from './browser.ts';
import { buildApp } from './build.ts';
import { type Calibration, calibrate } from './calibration.ts';
import { measureAgainst } from './measure/against.ts';
import { measureApi } from './measure/api.ts';
import { measureCold } from './measure/cold.ts';
import { measureLighthouse } from './measure/lighthouse.ts';
import { measureOffline } from './measure/offline.ts';
import { measureRowClick } from './measure/row-click.ts';
import { type CurvePoint, measureScale, type Organisation } from './measure/scale.ts';
import { measureSeenSaved } from './measure/seen.ts';
import { measureWire } from './measure/wire.ts';
import { METRICS } from './metrics.ts';
import { type Group, type Options, parseOptions } from './options.ts';
import { formatCurve, formatErrors, formatMarkdown, formatText, summarise } from './report.ts';
import { describeMachine, type MetricResult, type Row, writeResults } from './results.ts';
import { tempFilesInScratch } from './scratch.ts';
import { type BenchServer, type SeededData, type SeedScale, seedData, startServer } from './server.ts';
import { firstDestination, startSession } from './session.ts';

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
tempFilesInScratch();
const started = performance.now();
const results: MetricResult[] = [];
const log = (line: string) =>
  console.log(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${line}`);
const has = (...groups: Group[]) => groups.some((g) => options.groups.has(g));

/** The bench's ports, from --port: each server its own origin (its own worker and offline copy). */
const PORT = {
  large: options.port,
  default: options.port + 1,
  huge: options.port + 2,
  against: options.port + 3,
  seeding: options.port + 4,
  lighthouse: options.port + 5,
} as const;

/** Runs one group; if it throws, each of its metrics gets the error instead of a figure. */
async function measure(group: Group, run: () => Promise<MetricResult[]>) {
  if (!options.groups.has(group)) return;
  log(`measuring ${group}`);
  try {
    results.push(...(await run()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (const spec of METRICS) if (spec.group === group) results.push({ id: spec.id, error: message });
  }
}

const seeds = new Map<SeedScale, SeededData>();
const servers: BenchServer[] = [];
let browser: Browser | null = null;
let chromium: string | null = null;
const calibration: { before: Calibration | null; after: Calibration | null } = { before: null, after: null };
let curve: CurvePoint[] = [];

async function organisation(scale: SeedScale, label: string, dist = distDir, port: number = PORT[scale]) {
  let data = seeds.get(scale);
  if (!data) {
    log(`seeding the ${label} organisation`);
    data = await seedData(root, PORT.seeding, dist, scale);
    seeds.set(scale, data);
    log(`seeded ${label} in ${data.seedSeconds ?? '?'} s`);
  }
  const server = await startServer(root, port, dist, data);
  servers.push(server);
  const session = await startSession(browser as Browser, server.url, options.pairs);
  return { label, session, destination: await firstDestination(session) } satisfies Organisation;
}

try {
  let againstDir: string | null = null;
  if (options.against && has('against')) {
    const commit = resolveRef(root, options.against);
    againstDir = againstDist(root, commit);
    if (options.build || !existsSync(againstDir)) {
      log(`building ${options.against} (${commit.slice(0, 12)}) in a worktree`);
      buildAgainst(root, commit, log);
    }
  }
  if (options.build) {
    log(`building into ${distDir}`);
    buildApp(root, distDir);
  }
  browser = await launchBrowser();
  chromium = browser.version();
  calibration.before = await calibrate(browser);
  log(
    `calibration: ${calibration.before.chromiumMs.toFixed(0)} ms in Chromium, ${calibration.before.nodeMs.toFixed(0)} ms in Node`,
  );

  const large = await organisation('large', '5,000-destination');
  const { session, destination } = large;
  await measure('wire', () => measureWire(session, distDir, root, Math.min(options.pairs, 3)));
  await measure('api', () =>
    measureApi(session, { requests: options.apiRequests, clients: options.apiClients }),
  );
  await measure('offline', () => measureOffline(session, destination, options.pairs));
  await measure('cold', () => measureCold(session, destination, options.pairs));
  await measure('click', () => measureRowClick(session, options.pairs));
  await measure('seen', () => measureSeenSaved(session, log));
  if (againstDir) {
    const dir = againstDir;
    await measure('against', async () => {
      const ref = await organisation('large', `5,000-destination (${options.against})`, dir, PORT.against);
      return measureAgainst(session, ref.session, destination, options.pairs);
    });
  }
  if (has('scale')) {
    await measure('scale', async () => {
      const demo = await organisation('default', '62-destination (demo)');
      const huge = await organisation('huge', '20,000-destination');
      const scaled = await measureScale({ huge, large, demo }, options.pairs, log);
      curve = scaled.curve;
      return scaled.results;
    });
  }
  calibration.after = await calibrate(browser);
  await browser.close();
  browser = null;
  await measure('lighthouse', () =>
    measureLighthouse({
      runs: options.lighthouseRuns,
      baseUrl: session.baseUrl,
      debuggingPort: PORT.lighthouse,
      destinationId: destination.id,
    }),
  );
} catch (error) {
  // A failure outside any group (the build, a server that would not start): every figure still unmeasured gets it.
  const message = error instanceof Error ? error.message : String(error);
  log(`stopped: ${message}`);
  for (const spec of METRICS)
    if (options.groups.has(spec.group) && !results.some((r) => r.id === spec.id))
      results.push({ id: spec.id, error: message });
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  for (const data of seeds.values()) data.remove();
}

const runtimeSeconds = Math.round((performance.now() - started) / 1000);
const rows: Row[] = METRICS.filter((spec) => options.groups.has(spec.group)).map((spec) =>
  summarise(
    spec,
    results.find((r) => r.id === spec.id),
  ),
);
const machine = describeMachine(root, chromium);
writeResults(resultsFile, {
  machine,
  calibration: calibration.before,
  options,
  seeds: Object.fromEntries([...seeds].map(([scale, data]) => [scale, data.seedSeconds])),
  runtimeSeconds,
  rows,
  results,
});

const tables: [string, Row[]][] = [
  [
    'Against references of the same run (the floor, the first rows, the cheapest endpoint)',
    rows.filter((r) => r.spec.group !== 'scale' && r.spec.group !== 'against'),
  ],
  [
    'The curve: 20,000 destinations against the demo organisation (62)',
    rows.filter((r) => r.spec.group === 'scale'),
  ],
  [`This tree against ${options.against}`, rows.filter((r) => r.spec.group === 'against')],
];
const cal = (c: Calibration | null) =>
  c ? `${c.chromiumMs.toFixed(0)} ms (Node ${c.nodeMs.toFixed(0)} ms)` : '—';
console.log(`\n${machine.cpu} (${machine.cores} cores), Node ${machine.node}, Chromium ${chromium ?? '—'}`);
console.log(`${machine.date}, commit ${machine.commit} + ${machine.uncommittedFiles} uncommitted files`);
console.log(
  `Calibration (a fixed JS workload in Chromium): ${cal(calibration.before)} before, ${cal(calibration.after)} after`,
);
console.log(
  `Seeded in: ${[...seeds].map(([scale, d]) => `${scale} ${d.seedSeconds ?? '?'} s`).join(', ') || '—'}`,
);
console.log(
  `${options.pairs} alternated rounds per timing (Lighthouse ${options.lighthouseRuns} each, API ${options.apiRequests} requests)`,
);
for (const [title, table] of tables) {
  if (table.length === 0) continue;
  console.log(`\n${title}\n${formatText(table)}`);
  if (options.markdown) console.log(`\n${formatMarkdown(table)}`);
}
if (curve.length) console.log(`\n${formatCurve(curve, options.markdown)}`);
const errors = formatErrors(rows);
if (errors.length) console.log(`\nNot measured:\n${errors.map((e) => `  ${e}`).join('\n')}`);
console.log(`\nBench runtime ${runtimeSeconds} s; raw runs in ${resultsFile}`);

const failed = rows.some((r) => r.verdict === 'FAIL');
process.exitCode = errors.length > 0 || (failed && options.failOnBudget) ? 1 : 0;
