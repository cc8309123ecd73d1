/**
 * "Seen is saved": seeded random walks of 30 steps through every screen reachable
 * from the overview (tests/support/walk.ts), each then revisited offline, where it must show the data
 * it last showed online and its age. Ten walks, alternating 1440×900 and 390×844: nine fixed seeds and
 * a new one per run. One sign-in for the file; each walk starts from a fresh browser profile.
 *
 * WALKS_COUNT=n runs n walks of new seeds (`npm run walks -- --count=100`); WALK_SEED=s (with
 * WALK_VIEWPORT=390x844, default 1440x900) replays one walk; WALKS_RESULTS=file.jsonl appends each
 * walk's figures there; WALK_VERBOSE=1 prints every step as it goes.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Cookie, expect, test } from '@playwright/test';
import { signInWithCode } from './support/auth.ts';
import {
  FIXED_SEEDS,
  failureReport,
  newSeed,
  runWalk,
  summaryLine,
  VIEWPORTS,
  type Viewport,
} from './support/walk.ts';

const REPLAY = process.env.WALK_SEED ? Number(process.env.WALK_SEED) : undefined;
const LONG_RUN = process.env.WALKS_COUNT !== undefined;
const COUNT = REPLAY !== undefined ? 1 : LONG_RUN ? Number(process.env.WALKS_COUNT) : 10;
const RESULTS = process.env.WALKS_RESULTS;

function viewportOf(index: number): Viewport {
  const asked = /^(\d+)x(\d+)$/.exec(process.env.WALK_VIEWPORT ?? '');
  if (REPLAY !== undefined && asked) return { width: Number(asked[1]), height: Number(asked[2]) };
  return VIEWPORTS[index % VIEWPORTS.length] as Viewport;
}

/** The seed of walk `index`, known when the file is listed; a new seed is drawn when the walk starts. */
function fixedSeed(index: number): number | undefined {
  if (REPLAY !== undefined) return REPLAY;
  return LONG_RUN ? undefined : FIXED_SEEDS[index];
}

let cookies: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  cookies = (await context.storageState()).cookies;
  await context.close();
});

for (let index = 0; index < COUNT; index++) {
  const viewport = viewportOf(index);
  const fixed = fixedSeed(index);
  const size = `${viewport.width}×${viewport.height}`;
  test(`walk ${index + 1} of ${COUNT} at ${size}, ${fixed === undefined ? 'a new seed' : `seed ${fixed}`}: every screen seen online reads the same offline`, async ({
    launchOptions,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const seed = fixed ?? newSeed();
    console.log(`[walks] walk ${index + 1} of ${COUNT}: seed ${seed} at ${size}`);
    test.info().annotations.push({ type: 'seed', description: String(seed) });
    const result = await runWalk({
      seed,
      viewport,
      baseURL: baseURL ?? '',
      launchOptions,
      cookies,
      log: process.env.WALK_VERBOSE ? (line) => console.log(line) : () => undefined,
    });
    console.log(`[walks] ${summaryLine(result)}`);
    test.info().annotations.push({
      type: 'screens',
      description: `seen ${result.seen}, restored ${result.restored}`,
    });
    if (RESULTS) {
      mkdirSync(dirname(RESULTS), { recursive: true });
      appendFileSync(RESULTS, `${JSON.stringify(result)}\n`);
    }
    if (result.restored < result.seen || result.walkProblems.length > 0 || result.offMachine.length > 0)
      throw new Error(failureReport(result));
  });
}
