/**
 * Seeded random walks through the console: "seen is saved". A walk follows what is
 * on the page (links, tabs, the side navigation, Settings in the user menu, pagination, Back, the setup
 * guide's Documentation button, the search palette's results), goes back and forward, reloads, opens a
 * screen seen before by its URL and closes and reopens the tab, dwelling 100 ms to 3 s on each screen
 * once it has its data. It remembers the last text each screen showed online; then the network goes,
 * the page reloads, and every screen seen must show that same text offline, with its age.
 *
 * The plan comes from the seed (walk-plan.ts), what a page offers from walk-offers.ts, how a screen is
 * read and compared from walk-screen.ts; this file runs a walk, online then offline.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Cookie, chromium, type LaunchOptions, type Page } from '@playwright/test';
import { goOffline, waitForOfflineShell } from './offline.ts';
import { chooseOffer, offersOf, pathOf } from './walk-offers.ts';
import {
  type ExecutedStep,
  formatStep,
  type PlannedStep,
  planWalk,
  type ScreenResult,
  type Viewport,
  WALK_STEPS,
  type WalkResult,
} from './walk-plan.ts';
import { guidePanel, lineDiff, normalise, type Region, sameText, settle, showsAge } from './walk-screen.ts';

export { FIXED_SEEDS, failureReport, newSeed, summaryLine, VIEWPORTS, type Viewport } from './walk-plan.ts';

interface Screen {
  /** The URL's path and search, plus '#setup-guide' while the guide panel is open. */
  key: string;
  path: string;
  region: Region;
}

interface SeenScreen extends Screen {
  /** The last text it showed online, as read (normalised only when compared). */
  text: string;
  /** The step after which it was last read. */
  step: number;
  /** It never settled online (a spinner stayed): noted, and compared all the same. */
  unsettled: boolean;
}

const ONLINE_SETTLE_MS = 20_000;
const OFFLINE_SETTLE_MS = 8_000;

export interface WalkOptions {
  seed: number;
  viewport: Viewport;
  baseURL: string;
  launchOptions: LaunchOptions;
  /** The signed-in session (one sign-in per file): each walk starts from a fresh profile with it. */
  cookies: Cookie[];
  steps?: number;
  log?: (line: string) => void;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

class Walk {
  page!: Page;
  readonly seen = new Map<string, SeenScreen>();
  readonly steps: ExecutedStep[] = [];
  readonly notes: string[] = [];
  readonly offMachine: string[] = [];
  readonly walkProblems: string[] = [];

  constructor(
    readonly context: BrowserContext,
    readonly origin: string,
    readonly phone: boolean,
    readonly log: (line: string) => void,
  ) {}

  /** Closes what covers the page modally (the phone's guide drawer, a palette left open). */
  async uncover() {
    for (let i = 0; i < 3; i++) {
      const dialog = this.page.getByRole('dialog').filter({ visible: true });
      if ((await dialog.count()) === 0) return;
      await this.page.keyboard.press('Escape');
      await dialog
        .first()
        .waitFor({ state: 'hidden', timeout: 2_000 })
        .catch(() => undefined);
    }
  }

  async perform(step: PlannedStep): Promise<string> {
    const page = this.page;
    switch (step.kind) {
      case 'back':
        await page.goBack({ timeout: 15_000 });
        // Back from a tab's first page leaves the console (about:blank): the walk stays in it.
        if (new URL(page.url()).origin !== this.origin) {
          await page.goForward({ timeout: 15_000 });
          return 'back (from the first page: forward again)';
        }
        return 'back';
      case 'forward':
        await page.goForward({ timeout: 15_000 });
        return 'forward';
      case 'reload':
        await page.reload({ timeout: 15_000 });
        return 'reload';
      case 'goto': {
        const seen = [...this.seen.values()];
        const target = seen[step.pick % seen.length];
        if (!target) return 'goto: nothing seen yet';
        await page.goto(target.path, { timeout: 15_000 });
        return `goto ${target.path}`;
      }
      case 'reopen': {
        const url = page.url();
        await page.close();
        this.page = await this.context.newPage();
        await this.page.goto(url, { timeout: 15_000 });
        return `close tab, reopen ${pathOf(url)}`;
      }
      case 'link': {
        await this.uncover();
        const offer = chooseOffer(await offersOf(page, this.phone), step);
        const did = await offer.act(page, step.pick2);
        return typeof did === 'string' ? did : offer.what;
      }
    }
  }

  /** Waits for the screen's data; notes a screen that never got it. */
  async settleOnline(
    again = false,
  ): Promise<{ screen: Screen; text: string; unsettled: boolean; since: number }> {
    // After the dwell the screen had its data already: one read, unless it is loading again.
    const read = await settle(this.page, ONLINE_SETTLE_MS, again ? 0 : undefined);
    const key = read.region === 'guide' ? `${read.path}#setup-guide` : read.path;
    const screen: Screen = { key, path: read.path, region: read.region };
    if (!read.settled)
      this.notes.push(
        `${key || this.page.url()} did not finish loading online in ${ONLINE_SETTLE_MS / 1000} s (${read.loading.join(', ') || 'no text'})`,
      );
    return { screen, text: read.text, unsettled: !read.settled, since: read.since };
  }

  record(screen: Screen, text: string, unsettled: boolean, step: number) {
    this.seen.delete(screen.key); // keep the order of last visits
    this.seen.set(screen.key, { ...screen, text, step, unsettled });
  }

  async online(plan: PlannedStep[]) {
    const started = Date.now();
    await this.page.goto('/overview');
    const first = await this.settleOnline();
    if (!first.screen.path) throw new Error(`The console did not open: ${this.page.url()}`);
    this.record(first.screen, first.text, first.unsettled, 0);
    this.steps.push({
      n: 0,
      kind: 'start',
      what: 'open /overview',
      screen: first.screen.key,
      dwellMs: 0,
      ms: Date.now() - started,
    });
    for (const [index, step] of plan.entries()) {
      const n = index + 1;
      const t0 = Date.now();
      let what: string;
      try {
        what = await this.perform(step);
      } catch (error) {
        what = `${step.kind}: could not (${firstLine(error)})`;
        await this.uncover().catch(() => undefined);
      }
      const shown = await this.settleOnline();
      // The dwell is the behaviour under test: the user looks at the data for that long (counted from
      // when it was on view), then leaves.
      const left = step.dwellMs - (Date.now() - shown.since);
      if (left > 0) await this.page.waitForTimeout(left);
      const last = await this.settleOnline(true);
      if (last.screen.path) this.record(last.screen, last.text, last.unsettled, n);
      const executed = {
        n,
        kind: step.kind,
        what,
        screen: last.screen.key,
        dwellMs: step.dwellMs,
        ms: Date.now() - t0,
      };
      this.steps.push(executed);
      this.log(`  ${formatStep(executed)}`);
    }
  }

  async offline(): Promise<ScreenResult[]> {
    await waitForOfflineShell(this.page);
    await goOffline(this.context, this.page);
    await this.page.reload();
    const results: ScreenResult[] = [];
    for (const screen of this.seen.values()) {
      const result: ScreenResult = { key: screen.key, restored: false, step: screen.step };
      if (screen.unsettled) result.unsettledOnline = true;
      try {
        await this.page.goto(screen.path, { timeout: 15_000 });
        if (screen.region === 'guide') {
          await settle(this.page, OFFLINE_SETTLE_MS);
          const button = this.page
            .locator('main#main')
            .getByRole('button', { name: 'Documentation', exact: true });
          if ((await button.count()) === 0) throw new Error('no Documentation button offline');
          await button.click();
          await guidePanel(this.page).first().waitFor({ timeout: 5_000 });
        }
        const read = await settle(this.page, OFFLINE_SETTLE_MS);
        if (read.region !== screen.region)
          throw new Error(`shows the ${read.region} region, not the ${screen.region}`);
        const expected = normalise(screen.text);
        const actual = normalise(read.text);
        const aged = await showsAge(this.page);
        if (!sameText(expected, actual)) {
          result.problem = read.settled
            ? 'shows other text offline'
            : `still loading offline after ${OFFLINE_SETTLE_MS / 1000} s (${read.loading.join(', ')})`;
          result.diff = lineDiff(expected, actual);
        } else if (!aged) {
          result.problem = 'shows no age (no "Data as of", no offline banner with a time)';
        } else {
          result.restored = true;
        }
      } catch (error) {
        result.problem = `could not open offline: ${firstLine(error)}`;
      }
      results.push(result);
    }
    await this.context.setOffline(false);
    return results;
  }
}

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split('\n')[0];

/** The server's data the walk reads most; a walk must not change it, and nothing else may meanwhile. */
async function fingerprint(context: BrowserContext): Promise<{ hash: string; inFlight: number }> {
  const get = async (path: string) => {
    const res = await context.request.get(`/api${path}`, { headers: { Environment: 'prod' } });
    return res.ok()
      ? ((await res.json()) as { data: Record<string, unknown> }).data
      : { status: res.status() };
  };
  const destinations = await get('/destinations?page_size=100');
  const transfers = await get('/transfers?page_size=100');
  const list = (transfers as { transfers?: { status: string }[] }).transfers ?? [];
  const inFlight = list.filter((t) => t.status === 'PENDING' || t.status === 'RUNNING').length;
  const hash = createHash('sha256')
    .update(JSON.stringify([destinations, transfers]))
    .digest('hex');
  return { hash, inFlight };
}

/**
 * Opening a destination's Connection tab (its edit form) asks the server for the recipient's SSH key
 * (POST /actions/generate-ssh-key), which makes the key on the first call and returns the same one on
 * every later call; likewise the organisation's key for sources. Made before the walk, so that the
 * walk's reading changes nothing (a key appearing mid-walk would change the destination's details).
 * A user's new keys are limited (server/store/key-generation.ts): a 429 is asked again when it says.
 */
async function ensureSshKeys(context: BrowserContext) {
  const headers = { Environment: 'prod' };
  const res = await context.request.get('/api/recipients?page_size=100', { headers });
  const { recipients } = ((await res.json()) as { data: { recipients: { id: string }[] } }).data;
  const paths = recipients.map(
    ({ id }) => `/api/actions/generate-ssh-key?recipient_id=${encodeURIComponent(id)}`,
  );
  for (const path of [...paths, '/api/public/actions/generate-ssh-key']) {
    for (;;) {
      const reply = await context.request.post(path, { headers });
      if (reply.status() !== 429) break;
      const waitS = Number(reply.headers()['retry-after'] ?? 1);
      await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
    }
  }
}

/** Runs one walk in a fresh profile and returns what it found; it throws only when it cannot run. */
export async function runWalk(options: WalkOptions): Promise<WalkResult> {
  const { seed, viewport } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const plan = planWalk(seed, options.steps ?? WALK_STEPS);
  const phone = viewport.width < 768;
  const dir = mkdtempSync(join(tmpdir(), 'walk-profile-'));
  const started = Date.now();
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: options.launchOptions.executablePath,
    args: options.launchOptions.args ?? [], // they resolve no name but this machine's
    headless: true,
    baseURL: options.baseURL,
    viewport,
    isMobile: phone,
    hasTouch: phone,
  });
  // No action waits for ever (Playwright's default): a control that cannot be used fails its step.
  context.setDefaultTimeout(15_000);
  const walk = new Walk(context, new URL(options.baseURL).origin, phone, log);
  try {
    await context.addCookies(options.cookies);
    await ensureSshKeys(context);
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.protocol.startsWith('http')) return;
      if (!LOOPBACK.has(url.hostname))
        walk.offMachine.push(`${request.method()} ${url.origin}${url.pathname}`);
      else if (url.pathname.startsWith('/api/') && request.method() !== 'GET')
        walk.notes.push(`not a GET: ${request.method()} ${url.pathname}`);
    });
    // Transfers started before the walk (other journeys) end first: the data must hold still.
    const deadline = Date.now() + 60_000;
    let before = await fingerprint(context);
    while (before.inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      before = await fingerprint(context);
    }
    if (before.inFlight > 0)
      walk.walkProblems.push(`${before.inFlight} transfers still in flight after a minute`);
    walk.page = context.pages()[0] ?? (await context.newPage());
    const onlineStart = Date.now();
    await walk.online(plan);
    const onlineMs = Date.now() - onlineStart;
    const after = await fingerprint(context);
    if (after.hash !== before.hash) walk.walkProblems.push('the server data changed during the walk');
    const offlineStart = Date.now();
    const screens = await walk.offline();
    const offlineMs = Date.now() - offlineStart;
    return {
      seed,
      viewport: `${viewport.width}×${viewport.height}`,
      steps: walk.steps,
      screens,
      seen: screens.length,
      restored: screens.filter((s) => s.restored).length,
      prepMs: onlineStart - started,
      onlineMs,
      offlineMs,
      totalMs: Date.now() - started,
      offMachine: [...new Set(walk.offMachine)],
      notes: [...new Set(walk.notes)],
      walkProblems: walk.walkProblems,
    };
  } finally {
    await context.close().catch(() => undefined);
    // Chromium may still be writing its profile as it exits.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {}
  }
}
