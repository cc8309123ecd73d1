#!/usr/bin/env node
/**
 * The long run of the offline walks (tests/walks.spec.ts): `npm run walks -- --count=100`
 * builds the app, runs that many walks of new seeds (alternating 1440×900 and 390×844) against the real
 * server, prints each walk's seed, screens seen and screens restored, and ends with the total line
 * "screens seen N, restored M". The figures (for BENCHMARKS.md) are written to
 * .tmp/walks/walks-<time>.json and .tmp/walks/latest.json (git-ignored).
 *
 * Options: --count=N (default 100), --seed=S [--viewport=390x844] to replay one walk, --no-build to use
 * the dist/ there is (or DIST_DIR). Anything else is passed to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp', 'walks');

const options = { count: '100', seed: undefined, viewport: undefined, build: true };
const passThrough = [];
for (const arg of process.argv.slice(2)) {
  const match = /^--(count|seed|viewport)=(.+)$/.exec(arg);
  if (match) options[match[1]] = match[2];
  else if (arg === '--no-build') options.build = false;
  else passThrough.push(arg);
}
if (!/^\d+$/.test(options.count) || Number(options.count) < 1) {
  console.error(`--count must be a positive whole number, not "${options.count}"`);
  process.exit(2);
}

if (options.build) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync(out, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const results = path.join(out, `walks-${stamp}.jsonl`);
const env = { ...process.env, WALKS_COUNT: options.count, WALKS_RESULTS: results };
if (options.seed !== undefined) env.WALK_SEED = options.seed;
if (options.viewport !== undefined) env.WALK_VIEWPORT = options.viewport;

const started = Date.now();
const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    'tests/walks.spec.ts',
    '--reporter=list',
    `--output=${path.join(out, 'test-results')}`,
    ...passThrough,
  ],
  { cwd: root, stdio: 'inherit', env },
);

const walks = existsSync(results)
  ? readFileSync(results, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line))
  : [];

const seconds = (ms) => (ms / 1000).toFixed(1);
console.log('');
console.log('seed        viewport   seen  restored  seconds  not restored');
for (const w of walks) {
  const missed = w.screens.filter((s) => !s.restored).map((s) => `${s.key} (${s.problem})`);
  console.log(
    `${String(w.seed).padEnd(11)} ${w.viewport.padEnd(10)} ${String(w.seen).padStart(4)}  ${String(w.restored).padStart(8)}  ${seconds(w.totalMs).padStart(7)}  ${missed.join('; ')}`,
  );
}
const seen = walks.reduce((sum, w) => sum + w.seen, 0);
const restored = walks.reduce((sum, w) => sum + w.restored, 0);
const summary = {
  date: new Date().toISOString(),
  walks: walks.length,
  asked: Number(options.count),
  screensSeen: seen,
  screensRestored: restored,
  walksAllRestored: walks.filter((w) => w.restored === w.seen).length,
  medianWalkSeconds: median(walks.map((w) => w.totalMs / 1000)),
  wallSeconds: Math.round((Date.now() - started) / 1000),
  perWalk: walks.map((w) => ({
    seed: w.seed,
    viewport: w.viewport,
    seen: w.seen,
    restored: w.restored,
    seconds: Number(seconds(w.totalMs)),
    notRestored: w.screens.filter((s) => !s.restored).map((s) => ({ screen: s.key, problem: s.problem })),
    notes: w.notes,
    walkProblems: w.walkProblems,
  })),
};
const file = path.join(out, `walks-${stamp}.json`);
writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
copyFileSync(file, path.join(out, 'latest.json'));
console.log(`\n${walks.length} of ${options.count} walks ran; figures in ${path.relative(root, file)}`);
console.log(`screens seen ${seen}, restored ${restored}`);
process.exit(run.status ?? 1);

function median(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const m = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.round(m * 10) / 10;
}
