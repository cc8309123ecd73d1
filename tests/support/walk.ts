/**
 * Seeded random walks through the console (issue 22, point 4): "seen is saved". A walk follows what is
 * on the page (links, tabs, the side navigation, Settings in the user menu, pagination, Back, the setup
 * guide's Documentation button, the search palette's results), goes back and forward, reloads, opens a
 * screen seen before by its URL and closes and reopens the tab, dwelling 100 ms to 3 s on each screen
 * once it has its data. It remembers the last text each screen showed online; then the network goes,
 * the page reloads, and every screen seen must show that same text offline, with its age.
 *
 * The plan of a walk (kinds of steps, picks among what is present, dwell times) comes from fast-check,
 * from the seed alone; what a pick means depends on the page, so one seed on one server seed and build
 * replays the same walk.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Cookie, chromium, type LaunchOptions, type Page } from '@playwright/test';
import fc from 'fast-check';
import { DEMO_EMAIL } from './auth.ts';
import { goOffline, waitForOfflineShell } from './offline.ts';
import { guidePanel, lineDiff, normalise, type Region, sameText, settle, showsAge } from './walk-screen.ts';

export const WALK_STEPS = 30;
/** The walks CI runs every time; a tenth takes a new seed per run. */
export const FIXED_SEEDS = [
  20_260_101, 1_839_204_777, 42, 907_216_533, 1_234_567, 2_718_281_828, 314_159_265, 556_677_889, 1_000_003,
];
export const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
export type Viewport = { width: number; height: number };

export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

// ---------------------------------------------------------------------------------------------------
// The plan

export type StepKind = 'link' | 'back' | 'forward' | 'reload' | 'goto' | 'reopen';

export interface PlannedStep {
  kind: StepKind;
  /** Chooses among what is present (the kind of control, then which one). */
  pick: number;
  pick2: number;
  /** How long the screen stays on view once it has its data. */
  dwellMs: number;
}

const DWELL_MIN_MS = 100;
const DWELL_MAX_MS = 3_000;

const stepArbitrary: fc.Arbitrary<PlannedStep> = fc.record({
  kind: fc.oneof(
    // Half the steps follow what the page offers; over a third leave the document (reload, a URL, a
    // closed tab), the moments a screen's data must already be on the device.
    { arbitrary: fc.constant<StepKind>('link'), weight: 52 },
    { arbitrary: fc.constant<StepKind>('back'), weight: 7 },
    { arbitrary: fc.constant<StepKind>('forward'), weight: 4 },
    { arbitrary: fc.constant<StepKind>('reload'), weight: 11 },
    { arbitrary: fc.constant<StepKind>('goto'), weight: 14 },
    { arbitrary: fc.constant<StepKind>('reopen'), weight: 12 },
  ),
  pick: fc.nat(),
  pick2: fc.nat(),
  // Log-uniform: as many short dwells (a glance, then away) as long ones.
  dwellMs: fc
    .double({ min: Math.log(DWELL_MIN_MS), max: Math.log(DWELL_MAX_MS), noNaN: true })
    .map((x) => Math.round(Math.exp(x))),
});

/** The walk of a seed: `steps` steps, unbiased (fast-check's bias towards small values is off). */
export function planWalk(seed: number, steps = WALK_STEPS): PlannedStep[] {
  const walk = fc.noBias(fc.array(stepArbitrary, { minLength: steps, maxLength: steps }));
  const [plan] = fc.sample(walk, { seed, numRuns: 1 });
  if (!plan) throw new Error(`fast-check gave no walk for seed ${seed}`);
  return plan;
}

// ---------------------------------------------------------------------------------------------------
// Screens

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

export interface ExecutedStep {
  n: number;
  kind: StepKind | 'start';
  /** What was done: 'link "Activity" → /destinations/…/activity'. */
  what: string;
  /** The screen it ended on. */
  screen: string;
  dwellMs: number;
  /** Wall time of the step: the action, the wait for data and the dwell. */
  ms: number;
}

export interface ScreenResult {
  key: string;
  restored: boolean;
  /** Why not: the text differs, no age is shown, the navigation failed. */
  problem?: string;
  diff?: string;
  /** The step after which it was last read online. */
  step: number;
  /** It never finished loading online (a spinner stayed): compared all the same. */
  unsettledOnline?: boolean;
}

export interface WalkResult {
  seed: number;
  viewport: string;
  steps: ExecutedStep[];
  screens: ScreenResult[];
  seen: number;
  restored: number;
  /** Browser start, SSH keys, waiting for transfers of earlier journeys to end. */
  prepMs: number;
  onlineMs: number;
  offlineMs: number;
  totalMs: number;
  /** Requests to any host but this machine's (none may be made; Chromium resolves no other name). */
  offMachine: string[];
  /** What else a reader should know: a request other than a GET, a screen that never finished loading. */
  notes: string[];
  /** Problems of the walk itself (not of the product): it cannot count as evidence. */
  walkProblems: string[];
}

const ONLINE_SETTLE_MS = 20_000;
const OFFLINE_SETTLE_MS = 8_000;

/** Route patterns group the links of a page: one group per kind of screen, whatever the ids. */
export function routePattern(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length >= 20 ? ':id' : segment))
    .join('/');
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

// ---------------------------------------------------------------------------------------------------
// What a page offers

interface Offer {
  /** Chosen first (uniformly among the groups of its side: the page's own or the global ones). */
  group: string;
  local: boolean;
  what: string;
  /** Does it; `pick` chooses within it (a search's term and result); returns what it did, if more. */
  act: (page: Page, pick: number) => Promise<unknown>;
}

interface FoundOnPage {
  links: { href: string; path: string; label: string }[];
  nav: { href: string; label: string }[];
  pagination: string[];
  documentation: boolean;
  backButton: boolean;
}

/** In the page: the links and navigating controls on view. */
function findOnPage(): FoundOnPage {
  const here = location.pathname + location.search;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const main = document.querySelector('main#main');
  const links: FoundOnPage['links'] = [];
  for (const a of main?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []) {
    const url = new URL(a.href, location.href);
    const path = url.pathname + url.search;
    if (url.origin !== location.origin || a.target === '_blank' || a.hasAttribute('download')) continue;
    if (path === here || !visible(a) || a.closest('[inert]')) continue;
    // Forms that create or edit, and a magic link's onboarding page, are not screens of data.
    if (/\/(new|edit)$/.test(url.pathname) || url.pathname.startsWith('/onboard/')) continue;
    const label = (a.textContent || a.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
    links.push({ href: a.getAttribute('href') ?? '', path, label: label.slice(0, 60) });
  }
  const nav = [...document.querySelectorAll<HTMLAnchorElement>('aside nav[aria-label="Main"] a[href]')]
    .filter((a) => a.target !== '_blank' && new URL(a.href).origin === location.origin)
    .filter((a) => new URL(a.href).pathname !== location.pathname)
    .map((a) => ({ href: a.getAttribute('href') ?? '', label: (a.textContent ?? '').trim() }));
  const buttons = [...(main?.querySelectorAll('button') ?? [])].filter((b) => !b.disabled && visible(b));
  const named = (name: string) =>
    buttons.some((b) => (b.textContent ?? '').trim().replace(/^←\s*/, '') === name);
  const pagination = [...(main?.querySelectorAll('nav[aria-label="Pagination"] button') ?? [])]
    .filter((b) => !(b as HTMLButtonElement).disabled && visible(b))
    .map((b) => (b.textContent ?? '').trim());
  return { links, nav, pagination, documentation: named('Documentation'), backButton: named('Back') };
}

/** Words typed into the search palette: vendors (guides, destinations, sources) and guide topics. */
const SEARCH_TERMS = [
  'Snowflake',
  'Postgres',
  'BigQuery',
  'Redshift',
  'Databricks',
  'S3',
  'network',
  'schema',
];

const attr = (value: string) => JSON.stringify(value);

async function openNavigation(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').locator('nav[aria-label="Main"]').waitFor({ timeout: 10_000 });
}

async function offersOf(page: Page, phone: boolean): Promise<Offer[]> {
  const found = await page.evaluate(findOnPage);
  const offers: Offer[] = [];
  for (const link of found.links) {
    offers.push({
      group: routePattern(link.path),
      local: true,
      what: `link "${link.label}" → ${link.path}`,
      act: (p) =>
        p
          .locator(`main#main a[href=${attr(link.href)}]`)
          .filter({ visible: true })
          .first()
          .click(),
    });
  }
  for (const item of found.pagination) {
    offers.push({
      group: `pagination ${item}`,
      local: true,
      what: `pagination "${item}"`,
      act: (p) =>
        p
          .locator('main#main nav[aria-label="Pagination"]')
          .getByRole('button', { name: item, exact: true })
          .click(),
    });
  }
  if (found.documentation) {
    offers.push({
      group: 'documentation',
      local: true,
      what: 'button "Documentation" (Setup Guide)',
      act: async (p) => {
        await p.locator('main#main').getByRole('button', { name: 'Documentation', exact: true }).click();
        await guidePanel(p).first().waitFor({ timeout: 10_000 });
      },
    });
  }
  if (found.backButton) {
    offers.push({
      group: 'back button',
      local: true,
      what: 'button "Back"',
      act: (p) => p.locator('main#main').getByRole('button', { name: 'Back', exact: true }).click(),
    });
  }
  for (const item of found.nav) {
    offers.push({
      group: routePattern(item.href),
      local: false,
      what: `navigation "${item.label}"`,
      act: async (p) => {
        if (phone) {
          await openNavigation(p);
          await p
            .getByRole('dialog')
            .locator(`a[href=${attr(item.href)}]`)
            .click();
        } else {
          await p.locator(`aside nav[aria-label="Main"] a[href=${attr(item.href)}]`).click();
        }
      },
    });
  }
  if (new URL(page.url()).pathname !== '/settings') {
    offers.push({
      group: 'settings',
      local: false,
      what: 'user menu "Settings"',
      act: async (p) => {
        if (phone) await openNavigation(p);
        const scope = phone ? p.getByRole('dialog') : p.locator('aside');
        // Until the deferred UI is there the button is an inert look-alike: try again until it opens.
        const settings = p.getByRole('menuitem', { name: 'Settings', exact: true });
        for (let attempt = 0; attempt < 20 && !(await settings.isVisible()); attempt++) {
          await scope.getByRole('button', { name: new RegExp(DEMO_EMAIL) }).click();
          await settings.waitFor({ timeout: 500 }).catch(() => undefined);
        }
        await settings.click();
      },
    });
  }
  offers.push({ group: 'search', local: false, what: 'search', act: (p, pick) => searchAndOpen(p, pick) });
  return offers;
}

/** Opens the search palette, types a term and opens one of its results (chosen by `pick`). */
async function searchAndOpen(page: Page, pick: number): Promise<string> {
  const term = SEARCH_TERMS[pick % SEARCH_TERMS.length] as string;
  await page.getByRole('button', { name: 'Search', exact: true }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill(term);
  const status = dialog.getByRole('status');
  await status.filter({ hasText: /results?\.|No results|could not/i }).waitFor({ timeout: 10_000 });
  const options = dialog.getByRole('option');
  const count = await options.count();
  if (count === 0) {
    await page.keyboard.press('Escape');
    return `search "${term}": no results`;
  }
  const option = options.nth(Math.floor(pick / SEARCH_TERMS.length) % count);
  const label = ((await option.textContent()) ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);
  await option.click();
  return `search "${term}" → "${label}"`;
}

// ---------------------------------------------------------------------------------------------------
// The walk

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

/** Chromium resolves no name but this machine's: nothing can reach another host even by mistake. */
const HOST_RULES = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost';

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
        const offers = await offersOf(page, this.phone);
        const local = offers.filter((o) => o.local);
        const side = step.pick % 100 < 70 && local.length > 0 ? local : offers.filter((o) => !o.local);
        const groups = [...new Set(side.map((o) => o.group))];
        const group = groups[Math.floor(step.pick / 100) % groups.length] as string;
        const members = side.filter((o) => o.group === group);
        const offer = members[step.pick2 % members.length] as Offer;
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

export function formatStep(s: ExecutedStep): string {
  const dwell = s.kind === 'start' ? '' : `, dwell ${s.dwellMs} ms`;
  return `${String(s.n).padStart(2)}. ${s.what}  ⇒ ${s.screen}  (${(s.ms / 1000).toFixed(1)} s${dwell})`;
}

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
 */
async function ensureSshKeys(context: BrowserContext) {
  const headers = { Environment: 'prod' };
  const res = await context.request.get('/api/recipients?page_size=100', { headers });
  const { recipients } = ((await res.json()) as { data: { recipients: { id: string }[] } }).data;
  for (const { id } of recipients)
    await context.request.post(`/api/actions/generate-ssh-key?recipient_id=${encodeURIComponent(id)}`, {
      headers,
    });
  await context.request.post('/api/public/actions/generate-ssh-key', { headers });
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
    args: [...(options.launchOptions.args ?? []), HOST_RULES],
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

/** One line per walk: seed, screens seen, screens restored. */
export function summaryLine(r: WalkResult): string {
  return `walk seed ${r.seed} at ${r.viewport}: screens seen ${r.seen}, restored ${r.restored} (${(r.totalMs / 1000).toFixed(1)} s: start ${(r.prepMs / 1000).toFixed(1)} s, online ${(r.onlineMs / 1000).toFixed(1)} s, offline ${(r.offlineMs / 1000).toFixed(1)} s)`;
}

/** The failure report: the seed, the steps, and each screen that differs with a diff of its texts. */
export function failureReport(r: WalkResult): string {
  const failed = r.screens.filter((s) => !s.restored);
  const lines = [
    failed.length
      ? `Seen online but not the same offline: ${failed.length} of ${r.seen} screens (seed ${r.seed}, ${r.viewport}).`
      : `Every screen seen read the same offline, but see below (seed ${r.seed}, ${r.viewport}).`,
    `Replay: WALK_SEED=${r.seed} WALK_VIEWPORT=${r.viewport.replace('×', 'x')} npx playwright test tests/walks.spec.ts`,
    '',
    'Steps:',
    ...r.steps.map((s) => `  ${formatStep(s)}`),
  ];
  for (const s of failed) {
    const unsettled = s.unsettledOnline ? ', where it never finished loading' : '';
    lines.push('', `✗ ${s.key} (last read online after step ${s.step}${unsettled}): ${s.problem}`);
    if (s.diff)
      lines.push(
        '  --- online (last text shown)',
        '  +++ offline',
        ...s.diff.split('\n').map((l) => `  ${l}`),
      );
  }
  if (r.offMachine.length) lines.push('', 'Requests off this machine:', ...r.offMachine.map((n) => `  ${n}`));
  if (r.notes.length) lines.push('', 'Notes:', ...r.notes.map((n) => `  ${n}`));
  if (r.walkProblems.length)
    lines.push('', 'Problems of the walk itself:', ...r.walkProblems.map((n) => `  ${n}`));
  return lines.join('\n');
}
