/**
 * The environment choice is durable at once. A person switches and reloads, or opens
 * a new tab, before the switch's request (POST /auth/environment) has returned: the console comes back in
 * the environment they chose, shows it in the header in words, sends it on every request from the first
 * one, and tells the server. The race is real: the request is held back in the browser (delayed, then let
 * go, never answered by the test) or reloaded over while it is on the wire. Staging destinations are
 * named "… (staging)" by the seed, so staging data shows by name.
 */
import { expect, type Frame, type Page, type Request, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { waitForOfflineShell } from './support/offline.ts';

type Environment = 'prod' | 'staging';
const LABELS: Record<Environment, string> = { prod: 'Production', staging: 'Staging' };
const STAGING_NAME = /\(staging\)$/;
/** Switch-then-reload rounds in each direction (Production→Staging, Staging→Production). */
const ROUNDS = 10;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
const isApiCall = (request: Request) =>
  request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/api/');

/** The header's environment badge: in words, named for screen readers, in the phone header or the side nav. */
const badge = (page: Page, environment: Environment) =>
  page.getByRole('status', { name: `Environment: ${LABELS[environment]}` });

/**
 * The environment switch; on a phone it lives in the navigation menu, which this opens. The tab comes to
 * the front first, as a person brings it before using it: a tab behind another draws no frames, so its
 * menu's closing animation, and the menu with it, would wait until it is shown (Chromium without a trace
 * recording the screen).
 */
async function environmentSwitch(page: Page) {
  await page.bringToFront();
  if (isPhone(page)) {
    const menu = page.getByRole('dialog', { name: 'Prequel Console' });
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(menu).toBeVisible();
    return menu.getByRole('radiogroup', { name: 'Environment' });
  }
  return page.getByRole('radiogroup', { name: 'Environment' });
}

/**
 * Escape closes the phone menu. Pressed again while the menu stays open: a key pressed the moment the
 * menu appeared, before its layer listens, is lost (CI, round 10 of the reload loop: still open 10 s
 * later), where a person, a beat slower, would see it close or press again.
 */
async function closeMenu(page: Page) {
  if (!isPhone(page)) return;
  const menu = page.getByRole('dialog', { name: 'Prequel Console' });
  await expect(async () => {
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}

/** Names in the first column of the destinations list on screen. */
async function shownNames(page: Page): Promise<string[]> {
  const rows = page.getByRole('table', { name: 'Destinations' }).getByRole('row');
  const names = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => row.querySelector('td, th')?.textContent?.trim() ?? ''),
  );
  return names.filter(Boolean);
}

/** The page shows `environment` everywhere: header badge, switch, data, and the server agrees. */
async function expectIn(page: Page, environment: Environment) {
  await expect(badge(page, environment)).toBeVisible();
  await expect(badge(page, environment === 'prod' ? 'staging' : 'prod')).toHaveCount(0);
  await expect
    .poll(async () => {
      const names = await shownNames(page);
      if (names.length === 0) return 'nothing yet';
      const staging = names.filter((n) => STAGING_NAME.test(n)).length;
      if (environment === 'staging')
        return staging === names.length ? 'all staging' : `${staging}/${names.length}`;
      return staging === 0 ? 'no staging' : `${staging} staging rows while prod is selected`;
    })
    .toBe(environment === 'staging' ? 'all staging' : 'no staging');
  const radios = await environmentSwitch(page);
  await expect(radios.getByRole('radio', { name: LABELS[environment] })).toBeChecked();
  await closeMenu(page);
  // The server was told (by the switch or, when the reload cut it short, by the start-up).
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/auth-status');
      return ((await res.json()) as { data: { environment: string } }).data.environment;
    })
    .toBe(environment);
}

/**
 * Holds back the switch's POST /auth/environment in the browser until `release` (a delay: the request
 * then goes on unchanged, or is dropped with the page that sent it). Later POSTs (start-up's) pass.
 * The hold is the DevTools protocol's Fetch domain on this page's target, paused for this one URL only:
 * page.route would pause every request of the page and of its service worker, and a request of the
 * reloaded page's start-up could then stay paused in the harness (seen as "auth status never asked").
 */
async function holdTheSwitch(page: Page, hold: boolean) {
  const cdp = await page.context().newCDPSession(page);
  const held: string[] = [];
  let seen: (() => void) | null = null;
  const sent = new Promise<void>((resolve) => {
    seen = resolve;
  });
  const pass = (requestId: string) => cdp.send('Fetch.continueRequest', { requestId }).catch(() => {});
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    if (request.method !== 'POST' || !seen) return void pass(requestId);
    seen();
    seen = null;
    if (hold) held.push(requestId);
    else void pass(requestId);
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*/api/auth/environment', requestStage: 'Request' }],
  });
  return {
    sent,
    /** The held request goes on (a reloaded page's was dropped by the browser); later ones still pass. */
    release: () => Promise.all(held.map(pass)),
    /**
     * Ends the interception, once nothing can be on its way through it: disabling the Fetch domain
     * fails a request it has paused, and a start-up POST failed that way never reaches the server.
     */
    async stop() {
      await cdp.send('Fetch.disable').catch(() => {});
      await cdp.detach().catch(() => {});
    },
  };
}

/** Records the API calls of the next document of this page, from its very first. */
function callsOfNextDocument(page: Page) {
  const calls: Request[] = [];
  let committed = false;
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  const onRequest = (request: Request) => {
    if (committed && isApiCall(request)) calls.push(request);
  };
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  return {
    calls,
    stop() {
      page.off('framenavigated', onNavigated);
      page.off('request', onRequest);
    },
  };
}

async function expectCallsIn(recorded: ReturnType<typeof callsOfNextDocument>, environment: Environment) {
  const { calls } = recorded;
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  // The first call of the new document (auth status) already speaks for the chosen environment, and so does every later one.
  expect(await calls[0]?.headerValue('environment'), calls[0]?.url()).toBe(environment);
  for (const call of calls) expect(await call.headerValue('environment'), call.url()).toBe(environment);
}

/** Clicks the switch, and reloads as soon as the switch's request has left (held, or on the wire). */
async function switchAndReloadAtOnce(page: Page, target: Environment, hold: boolean) {
  const theSwitch = await holdTheSwitch(page, hold);
  await (await environmentSwitch(page)).getByText(LABELS[target], { exact: true }).click();
  await theSwitch.sent;
  const calls = callsOfNextDocument(page);
  await page.reload();
  await theSwitch.release();
  await expectIn(page, target);
  await expectCallsIn(calls, target);
  calls.stop();
  await theSwitch.stop();
}

signInOncePerFile();

for (const viewport of VIEWPORTS) {
  test.describe(`environment choice at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page }) => {
      await page.goto('/overview');
      // The worker's first precache download competes with the app's own requests; let it finish first.
      await waitForOfflineShell(page);
      await page.goto('/destinations');
      await expectIn(page, 'prod');
    });

    test(`switch then reload at once, ${ROUNDS} times each way, lands in the chosen environment`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      for (let round = 0; round < ROUNDS; round++) {
        // Every other round the request is held in the browser; the others reload over it on the wire.
        const hold = round % 2 === 0;
        await test.step(`round ${round + 1}: Staging, reload (${hold ? 'held' : 'on the wire'})`, () =>
          switchAndReloadAtOnce(page, 'staging', hold));
        await test.step(`round ${round + 1}: Production, reload (${hold ? 'held' : 'on the wire'})`, () =>
          switchAndReloadAtOnce(page, 'prod', hold));
      }
    });

    test('a new tab opened right after switching starts in the chosen environment, and the tabs agree', async ({
      page,
      context,
    }) => {
      const theSwitch = await holdTheSwitch(page, true);
      await (await environmentSwitch(page)).getByText('Staging', { exact: true }).click();
      await theSwitch.sent;
      await closeMenu(page);

      // The switch's request has not returned: the new tab still opens in staging and tells the server.
      const second = await context.newPage();
      const calls = callsOfNextDocument(second);
      await second.goto('/destinations');
      await expectIn(second, 'staging');
      await expectCallsIn(calls, 'staging');
      calls.stop();

      // The first tab, its request let go, comes to staging too.
      await theSwitch.release();
      await expectIn(page, 'staging');

      // A switch in the second tab is followed by the first, without a reload.
      await (await environmentSwitch(second)).getByText('Production', { exact: true }).click();
      await closeMenu(second);
      await expectIn(second, 'prod');
      await expectIn(page, 'prod');
      await theSwitch.stop();
      await second.close();
    });
  });
}
