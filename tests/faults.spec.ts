/**
 * The fault matrix (TESTING.md "Faults"): the console against the real server behind a
 * faulty network (support/fault-proxy.ts). One server, one proxy and one sign-in for the file; each test
 * opens its own browser context with the signed-in cookies, and each fault ends before the next test.
 *
 * For every fault: no blank screen, no page error or unhandled rejection, one clear message naming what
 * failed, a draft being typed is kept, nothing saved is lost, and the console recovers without a reload
 * once the fault ends.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test';
import { healthyPostgres } from './support/api.ts';
import { DEMO_EMAIL, signedInCookies, userMenu } from './support/auth.ts';
import { expectAccessible } from './support/axe.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import { waitForOfflineShell } from './support/offline.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';
import { indexedDbText } from './support/storage.ts';

/** The build the file serves (a copy, so the service-worker row can deploy build B under it). */
const DIST = resolve(process.env.DIST_DIR ?? 'dist');
/** Build B, made by `BUILD_ID=next npx vite build --outDir .tmp-dist/next` (scripts/test-all.sh does). */
const NEXT_DIST = resolve(process.env.NEXT_DIST_DIR ?? '.tmp-dist/next');

/** The shell's offline banner (app/shell/app-shell.tsx), not the reasons beside disabled controls. */
const OFFLINE_BANNER = /You are offline(\. Showing data as of| — changes are disabled)/;
const OFFLINE_REASON = 'You are offline. Changes can be made once you are back online.';

let proxy: FaultProxy;
let server: OwnServer | undefined;
let served: string;
let cookies: Cookie[] = [];

/** A small seeded generator: which requests the 'drop' fault resets is the same from run to run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  served = mkdtempSync(join(tmpdir(), 'console-faults-'));
  cpSync(DIST, served, { recursive: true });
  proxy = await startFaultProxy(() => server?.url ?? 'http://127.0.0.1:9', seeded(24));
  // Behind the proxy as behind any reverse proxy: the server is told the origin the pages use.
  server = await startOwnServer(served, {
    PUBLIC_ORIGIN: proxy.url,
    CODE_REQUESTS_PER_EMAIL: '1000',
    CODE_REQUESTS_PER_ADDRESS: '1000',
    // A transfer RUNS for 2 to 6 steps: at least 6 s, so the kill lands while it runs.
    RUNNER_STEP_MS: '3000',
  });
  cookies = await signedInCookies(browser, { baseURL: proxy.url });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
  if (served) rmSync(served, { recursive: true, force: true });
});

test.afterEach(() => proxy.set({ kind: 'none' }));

interface Tab {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and unhandled rejections of the page (Chromium reports both as page errors). */
  errors: string[];
}

/**
 * A fresh browser profile, signed in, on the overview; `init` runs in the page before the app. The
 * service worker is left out unless asked for: the API never goes through it (it caches the app and the
 * guides), and its precache of the whole build in every fresh profile would only slow the file down.
 */
async function openSignedIn(
  browser: Browser,
  { init, worker = false }: { init?: () => void; worker?: boolean } = {},
): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: proxy.url,
    serviceWorkers: worker ? 'allow' : 'block',
  });
  await context.addCookies(cookies);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (process.env.FAULTS_DEBUG) page.on('console', (m) => console.log(`[page ${m.type()}] ${m.text()}`));
  await page.goto('/overview');
  await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
  return { context, page, errors };
}

const main = (page: Page) => page.getByRole('main');
/** The toasts on screen that say `text` (components/ui/toast-view.tsx). */
const toasts = (page: Page, text: string | RegExp) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

/** Opens a screen from the side navigation: it shows its heading and either its data or what failed. */
async function visit(page: Page, link: string, heading: string) {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
  await expect(main(page).getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  // Never blank: the data, or a message of what failed, or the spinner while it loads.
  await expect(
    main(page).getByRole('table').or(main(page).getByRole('list')).or(main(page).getByRole('alert')).first(),
  ).toBeVisible({ timeout: 30_000 });
  // Never the router's catch-all: a failed fetch is said by the screen itself, by name.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

/** Opens Add Recipient and types a draft (name and id) into it. */
async function typeRecipient(page: Page, name: string) {
  await page.goto('/recipients/new');
  await expect(page.getByRole('heading', { name: 'Add Recipient' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('ID in Provider System').fill(name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'));
}

/** The recipients of that name the server holds (through the proxy, with the tab's session). */
async function recipientsNamed(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/recipients?page_size=100', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { recipients: { name: string }[] } };
  return body.data.recipients.filter((r) => r.name === name).length;
}

test('the API answers 503 for 10 s: the screen says what failed, then heals by itself', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser);

  proxy.set({ kind: 'status', status: 503 });
  const faultEnds = Date.now() + 10_000;
  await page.getByRole('link', { name: 'Sources' }).first().click();
  await expect(main(page).getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText(/Failed to fetch sources\./);
  await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  // What was seen before the fault is still there.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(main(page).getByRole('table').first()).toBeVisible();
  await page.getByRole('link', { name: 'Sources' }).first().click();
  await expect(main(page).getByRole('alert')).toHaveText(/Failed to fetch sources\./);
  expect(proxy.faulted.status).toBeGreaterThan(0);

  await expect.poll(() => Date.now() >= faultEnds, { timeout: 15_000, intervals: [250] }).toBe(true);
  proxy.set({ kind: 'none' });
  // No click, no reload: the screen asks again by itself (app/query-client.ts, healInterval).
  await expect(main(page).getByRole('alert')).toBeHidden({ timeout: 30_000 });
  await expect(main(page).getByRole('list', { name: 'Sources' }).getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('GET user fails: the user menu says "Failed to fetch user details." in its place, Settings still works, then it heals', async ({
  browser,
}) => {
  proxy.set({ kind: 'status', status: 503, only: '/api/user' });
  const { context, page, errors } = await openSignedIn(browser);
  // Where the e-mail would be (a suppressed fetch of one item, SPEC §8: no toast), once its retries are spent.
  const menuButton = page.getByRole('button', { name: /Failed to fetch user details\./ });
  await expect(menuButton).toBeVisible({ timeout: 30_000 });
  await expect(menuButton).not.toContainText(DEMO_EMAIL);
  await expect(toasts(page, 'Failed to fetch user details.')).toHaveCount(0);
  expect(proxy.faulted.status).toBeGreaterThan(0);

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(main(page).getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // On a phone the menu sits in the navigation drawer: the message wraps there, and Logout is offered
  // (not pressed: the file's other journeys share this session).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: /Failed to fetch user details\./ }).click();
  await expect(drawer.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page, 'user menu in the drawer, GET user failed, at 390 px');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 720 });

  proxy.set({ kind: 'none' });
  // No reload: the failed read asks again by itself, and the server's e-mail takes the message's place.
  await expect(userMenu(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Failed to fetch user details\./ })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('GET /public/source-vendors fails: Add Source says "Failed to fetch source vendors." with Try again, which brings the form', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser);
  proxy.set({ kind: 'status', status: 503, only: '/api/public/source-vendors' });
  await page.goto('/sources/new');
  await expect(main(page).getByRole('heading', { name: 'Add Source', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText(/Failed to fetch source vendors\./, {
    timeout: 30_000,
  });
  await expect(toasts(page, 'Failed to fetch source vendors.')).toHaveCount(0);

  proxy.set({ kind: 'none' });
  await main(page).getByRole('button', { name: 'Try again' }).click();
  const vendor = main(page).getByLabel('Vendor', { exact: true });
  await expect(vendor).toBeVisible();
  await vendor.selectOption({ label: 'PostgreSQL' });
  await expect(main(page).getByLabel('Source Name')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('30 % of API requests are dropped: screens fill in or say what failed, a save goes through, nothing is lost', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser);
  const name = `Dropped Co ${Date.now()}`;
  const before = proxy.faulted.drop;
  proxy.set({ kind: 'drop', share: 0.3 });

  for (const [link, heading] of [
    ['Sources', 'Sources'],
    ['Destinations', 'Destinations'],
    ['Webhooks', 'Webhooks'],
    ['Recipients', 'Recipients'],
  ] as const) {
    await visit(page, link, heading);
  }
  await typeRecipient(page, name);
  await page.getByRole('checkbox', { name: 'Billing' }).check({ timeout: 30_000 });
  const save = page.getByRole('button', { name: 'Save' });
  // Saved at the first try, or told why not with what was typed still there; saved at a later try.
  let attempts = 0;
  while (attempts < 6 && !/\/recipients\/[0-9a-f-]{36}$/.test(page.url())) {
    attempts++;
    await expect(save).toBeEnabled({ timeout: 20_000 });
    await save.click();
    const created = page.getByText('Recipient created successfully!');
    const failed = toasts(page, 'Failed to post recipient.').or(page.getByText(OFFLINE_BANNER));
    await expect(created.or(failed).first()).toBeVisible({ timeout: 20_000 });
    if (await created.isVisible()) break;
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  }
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  expect(proxy.faulted.drop).toBeGreaterThan(before);
  const drops = `${proxy.faulted.drop - before} requests reset; the save took ${attempts} attempt(s)`;
  test.info().annotations.push({ type: 'drops', description: drops });
  console.log(`[faults] ${drops}`);

  proxy.set({ kind: 'none' });
  // Back to normal by itself: online, and every screen loads.
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden({ timeout: 20_000 });
  await visit(page, 'Sources', 'Sources');
  await expect(main(page).getByRole('list', { name: 'Sources' }).getByRole('link').first()).toBeVisible({
    timeout: 20_000,
  });
  await visit(page, 'Recipients', 'Recipients');
  await expect(main(page).getByRole('table', { name: 'Recipients' })).toBeVisible({ timeout: 20_000 });
  // Saved once: a dropped request never reached the server, and none was sent twice.
  expect(await recipientsNamed(page, name)).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('every API call takes 3 s: screens show they are loading, a save shows it is saving, nothing fails', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser);
  const name = `Slow Co ${Date.now()}`;
  proxy.set({ kind: 'delay', ms: 3000 });

  await visit(page, 'Webhooks', 'Webhooks');
  const table = main(page).getByRole('table', { name: 'Webhooks' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  // A screen not loaded before (the list may have been fetched in the background for the palette; one
  // webhook's page is not): it says it is loading, then shows the webhook.
  const webhook = table.getByRole('link').first();
  const webhookName = (await webhook.textContent()) ?? '';
  await webhook.click();
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /Loading/ })
      .first(),
  ).toBeVisible();
  await expect(main(page).getByRole('heading', { name: webhookName, level: 1 })).toBeVisible({
    timeout: 20_000,
  });

  await typeRecipient(page, name);
  await page.getByRole('checkbox', { name: 'Billing' }).check({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saving Recipient...')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByText('Recipient created successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 20_000 });
  // Slow is not offline, and nothing timed out on the way.
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  await expect(toasts(page, /Failed/).or(main(page).getByRole('alert'))).toHaveCount(0);
  expect(proxy.faulted.delay).toBeGreaterThan(0);

  proxy.set({ kind: 'none' });
  const delayed = proxy.faulted.delay;
  await visit(page, 'Sources', 'Sources');
  await expect(main(page).getByRole('list', { name: 'Sources' }).getByRole('link').first()).toBeVisible();
  expect(proxy.faulted.delay).toBe(delayed);
  expect(await recipientsNamed(page, name)).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('the server is killed (-9) during a running transfer and restarted: offline meanwhile, then the transfer reads ORPHANED without a reload', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser);
  const destination = await healthyPostgres(page);
  await page.goto(`/destinations/${destination.id}`);
  await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();
  await page.getByRole('button', { name: 'Sync Now', exact: true }).click();
  await expect(page.getByText('Transfer enqueued successfully!')).toBeVisible();

  // The transfer just enqueued, followed on its page until it RUNS.
  const res = await page.request.get(`/api/destinations/${destination.id}/activity?page_size=5`, {
    headers: { Environment: 'prod' },
  });
  const entries = ((await res.json()) as { data: { activity_logs: { id: string; type: string }[] } }).data
    .activity_logs;
  const transferId = entries.find((e) => e.type === 'transfer')?.id as string;
  await page.goto(`/destinations/${destination.id}/transfers/${transferId}`);
  const status = main(page)
    .getByText(/^(PENDING|RUNNING|ORPHANED|SUCCESS|ERROR|PARTIAL_FAILURE)$/)
    .first();
  await expect(status).toHaveText('RUNNING', { timeout: 20_000 });

  await server?.kill('SIGKILL');
  // Said once, above the screen; the page keeps what it showed, and writes wait.
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible({ timeout: 20_000 });
  await expect(main(page).getByText(transferId).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Now', exact: true })).toHaveAccessibleDescription(
    OFFLINE_REASON,
  );

  await server?.restart();
  // Back by itself: the banner goes, and the run the server lost reads ORPHANED (server/runner/recover.ts).
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden({ timeout: 30_000 });
  await expect(status).toHaveText('ORPHANED', { timeout: 30_000 });
  // Nothing saved is lost: the destination and its earlier history are still there.
  await page.getByRole('link', { name: 'activity' }).first().click();
  await expect(main(page).getByRole('table').getByRole('row').nth(2)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync Now', exact: true })).toBeEnabled();
  expect(errors).toEqual([]);
  await context.close();
});

test('IndexedDB cannot be opened: one message says the offline copy is off, and the console works online', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser, {
    init: () => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      };
    },
  });
  const message = /This browser does not let the console keep an offline copy/;
  await expect(toasts(page, message)).toHaveCount(1);
  await visit(page, 'Sources', 'Sources');
  await expect(main(page).getByRole('list', { name: 'Sources' }).getByRole('link').first()).toBeVisible();
  const name = `No Storage Co ${Date.now()}`;
  await typeRecipient(page, name);
  await page.getByRole('checkbox', { name: 'Billing' }).check();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Recipient created successfully!')).toBeVisible();
  await expect(toasts(page, message)).toHaveCount(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('a write fails with QuotaExceededError: one message, the draft stays on screen, saving resumes once there is space', async ({
  browser,
}) => {
  const { context, page, errors } = await openSignedIn(browser, {
    init: () => {
      // The disk is full from the moment the test says so, across page loads of the tab.
      const full = () => sessionStorage.getItem('storage-full') === '1';
      for (const method of ['put', 'add'] as const) {
        const original = IDBObjectStore.prototype[method];
        IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
          if (full()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return original.apply(this, args);
        };
      }
    },
  });
  await page.evaluate(() => sessionStorage.setItem('storage-full', '1'));
  const message = /This device is out of storage space/;
  const name = `Full Disk Co ${Date.now()}`;
  await visit(page, 'Sources', 'Sources');
  await typeRecipient(page, name);
  await expect(toasts(page, message)).toHaveCount(1, { timeout: 15_000 });
  await visit(page, 'Webhooks', 'Webhooks');
  await page.goBack();
  await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
  await expect(toasts(page, message)).toHaveCount(1);
  expect(await indexedDbText(page)).not.toContain(name);

  // Space again: the next keystroke's draft is kept.
  await page.evaluate(() => sessionStorage.removeItem('storage-full'));
  await page.getByLabel('Name', { exact: true }).fill(`${name} 2`);
  await expect.poll(() => indexedDbText(page), { timeout: 15_000 }).toContain(`${name} 2`);
  expect(errors).toEqual([]);
  await context.close();
});

test('two tabs, one switched to staging: the other follows, shows no prod data, and its prod draft waits in prod', async ({
  browser,
}) => {
  const { context, page: first, errors } = await openSignedIn(browser);
  const name = `Two Tabs Co ${Date.now()}`;
  await typeRecipient(first, name);
  await expect.poll(() => indexedDbText(first)).toContain(name);

  const second = await context.newPage();
  second.on('pageerror', (error) => errors.push(error.message));
  await second.goto('/destinations');
  await second.getByRole('radiogroup', { name: 'Environment' }).getByText('Staging', { exact: true }).click();
  await expect(second.getByRole('status', { name: 'Environment: Staging' })).toBeVisible();
  await expect(first.getByRole('status', { name: 'Environment: Staging' })).toBeVisible();

  await first.goto('/destinations');
  const names = first.getByRole('table', { name: 'Destinations' }).getByRole('row');
  await expect(names.nth(1)).toContainText('(staging)');

  await first
    .getByRole('radiogroup', { name: 'Environment' })
    .getByText('Production', { exact: true })
    .click();
  await expect(second.getByRole('status', { name: 'Environment: Production' })).toBeVisible();
  await first.goto('/recipients/new');
  await expect(first.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(first.getByText('Restored your unsaved draft.')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a new version is published while the app is offline: no error offline, the prompt once back, the draft kept', async ({
  browser,
}) => {
  if (!existsSync(join(NEXT_DIST, 'sw.js'))) {
    throw new Error(
      `Build B is missing (${NEXT_DIST}/sw.js): BUILD_ID=next npx vite build --outDir ${NEXT_DIST}`,
    );
  }
  const { context, page, errors } = await openSignedIn(browser, { worker: true });
  await waitForOfflineShell(page);
  const buildId = () => page.locator('meta[name="app-build"]').getAttribute('content');
  const before = await buildId();
  const name = `Update Co ${Date.now()}`;
  await typeRecipient(page, name);

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  for (const entry of readdirSync(served)) rmSync(join(served, entry), { recursive: true, force: true });
  cpSync(NEXT_DIST, served, { recursive: true });
  // Offline, a check for a new version fails quietly.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(toasts(page, /./)).toHaveCount(0);

  await context.setOffline(false);
  // Back online the console checks again by itself.
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  expect(await buildId()).toBe(before);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  // Never forced mid-form: Reload asks first, and the draft comes back in the new version.
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await page
    .getByRole('alertdialog', { name: 'You have unsaved changes. Reload anyway?' })
    .getByRole('button', { name: 'Reload anyway' })
    .click();
  await expect.poll(buildId, { timeout: 20_000 }).toBe('next');
  await expect(page.getByText('Restored your unsaved draft.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  expect(errors).toEqual([]);
  await context.close();
});
