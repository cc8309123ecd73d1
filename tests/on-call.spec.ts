/**
 * On-call at a glance, against a server of the file's own (its destinations are renamed and
 * synced here, which the shared server's other journeys must not see), at a phone's and a laptop's size,
 * online and offline:
 * - a destination whose schedule stopped (seeded: its last transfer succeeded four days ago, it runs
 *   daily) is shown as overdue in the Overdue tab, in words ('late by 3 days'), sortable, and on its
 *   Status card; the Overdue tab holds only destinations whose last transfer succeeded, and an alert that
 *   is late too says so in its own row on the Alerts tab;
 * - after one look at the overview, a destination that starts failing and one that recovers, both through
 *   the real server's transfer rules (a name with "failing" cannot be reached; an update through the API
 *   gives a failed destination a fresh start), are named in the "since you last looked" summary.
 */
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, type Cookie, expect, type Page, test } from '@playwright/test';
import { signedInCookies } from './support/auth.ts';
import { goOffline, waitForOfflineShell } from './support/offline.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const prod = { headers: { Environment: 'prod' } };
/** Seeded in prod with a stopped schedule (server/db/seed): daily, last success four days before the seed. */
const STUCK = 'Maplewood Traders BigQuery';
/** The Overdue tab's and the Status card's: due a day after its last success, three days ago; then that day. */
const STUCK_LATE = /late by 3 days: runs daily, last success [A-Z][a-z]{2} \d{1,2}(?!\d)/;
const LATE_NOTE = /late by \d+ (?:minutes?|hours?|days?)/;

let server: OwnServer;
let cookies: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer(DIST, { RUNNER_STEP_MS: '200' });
  cookies = await signedInCookies(browser, { baseURL: server.url });
});
test.afterAll(() => server?.stop());

async function open(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.url, viewport, serviceWorkers: 'allow' });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const main = (page: Page) => page.getByRole('main');
const overdueTab = (page: Page) => page.getByRole('link', { name: /^Overdue\s*\d+$/ });
const alertsTab = (page: Page) => page.getByRole('link', { name: /^Alerts\s*\d+$/ });

interface Destination {
  id: string;
  name: string;
  vendor: string;
  is_enabled: boolean;
  last_completed_transfer: { status: string } | null;
  [settings: string]: unknown;
}

async function destinations(context: BrowserContext): Promise<Destination[]> {
  const res = await context.request.get('/api/destinations?page_size=100', prod);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { destinations: Destination[] } }).data.destinations;
}

const lastStatus = async (context: BrowserContext, id: string) => {
  const res = await context.request.get(`/api/destinations/${id}`, prod);
  const { destination } = ((await res.json()) as { data: { destination: Destination } }).data;
  return destination.last_completed_transfer?.status;
};

/**
 * Renames the destination through the API (an update: a failed destination's fresh start), then syncs it
 * until its last transfer ends with `status`: a run that succeeds may still meet the engine's seeded 1-in-20
 * transient error (PARTIAL_FAILURE), which the next run does not repeat, as an operator would sync again.
 */
async function renameAndSync(context: BrowserContext, id: string, name: string, status: string) {
  const renamed = await context.request.patch(`/api/destinations/${id}`, {
    ...prod,
    data: { destination: { name } },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  for (let attempt = 1; ; attempt++) {
    const before = await lastStatus(context, id);
    const started = await context.request.post(`/api/destinations/${id}/transfer`, { ...prod, data: {} });
    expect(started.ok(), await started.text()).toBe(true);
    const { transfer } = ((await started.json()) as { data: { transfer: { id: string } } }).data;
    await expect
      .poll(
        async () => {
          const res = await context.request.get(`/api/transfers/${transfer.id}`, prod);
          return ((await res.json()) as { data: { transfer: { ended_at: string | null } } }).data.transfer
            .ended_at;
        },
        { timeout: 30_000 },
      )
      .not.toBeNull();
    const after = await lastStatus(context, id);
    if (after === status || attempt === 3 || after !== 'PARTIAL_FAILURE') {
      expect(after, `last status before: ${before}`).toBe(status);
      return;
    }
  }
}

for (const [size, viewport] of [
  ['390×844', { width: 390, height: 844 }],
  ['1440×900', { width: 1440, height: 900 }],
] as const) {
  test.describe(`at ${size}`, () => {
    test('a destination whose schedule stopped is overdue in its tab and on its Status card, online and offline', async ({
      browser,
    }) => {
      const { context, page, errors } = await open(browser, viewport);
      await page.goto('/overview');
      await expect(alertsTab(page)).toBeVisible();
      await expect(overdueTab(page)).toBeVisible();
      await waitForOfflineShell(page);

      // The alerts that are late too say so in their rows, in words (the seed's failing destinations
      // were made weeks ago and run on a schedule).
      const alerts = main(page).getByRole('table', { name: 'Alerts', exact: true });
      await expect(alerts.getByRole('row').filter({ hasText: LATE_NOTE }).first()).toBeVisible();
      const alertNames = (await alerts.getByRole('row').getByRole('link').allInnerTexts()).filter(Boolean);
      expect(alertNames.length).toBeGreaterThan(0);

      await overdueTab(page).click();
      await expect(page).toHaveURL(/\/overview\/overdue$/);
      const table = main(page).getByRole('table', { name: 'Overdue' });
      const stuck = table.getByRole('row').filter({ hasText: STUCK });
      await expect(stuck).toContainText(STUCK_LATE);
      await expect(stuck).toContainText('SUCCESS');
      await expect(stuck).not.toContainText('×');
      await expect(table).toContainText(/\d+ overdue destinations? whose last transfer succeeded/);
      // Only destinations whose last transfer succeeded, none of them an alert, and the tab counts them.
      const overdueNames = (await table.getByRole('row').getByRole('link').allInnerTexts()).filter(Boolean);
      expect(overdueNames.length).toBeGreaterThan(0);
      expect(overdueNames.filter((name) => alertNames.includes(name))).toEqual([]);
      const api = new Map((await destinations(context)).map((d) => [d.name, d]));
      expect(overdueNames.map((name) => [name, api.get(name)?.last_completed_transfer?.status])).toEqual(
        overdueNames.map((name) => [name, 'SUCCESS']),
      );
      await expect(overdueTab(page)).toHaveAccessibleName(new RegExp(`^Overdue\\s*${overdueNames.length}$`));
      // Sortable: by name, the rows read in alphabetical order, and the order is in the address.
      await main(page).getByText('Name', { exact: true }).click();
      await expect(page).toHaveURL(/sort=name/);
      const names = (await table.getByRole('row').getByRole('link').allInnerTexts()).filter(Boolean);
      expect(names.length).toBeGreaterThan(1);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      // Search finds "overdue": the tab, and the stuck destination among the overdue ones.
      if (size === '390×844') await page.getByRole('button', { name: 'Search' }).click();
      else await page.keyboard.press('Control+K');
      await page.getByRole('combobox', { name: 'Search' }).fill('overdue');
      await expect(page.getByRole('option', { name: /Overdue destinations/ })).toBeVisible();
      await expect(page.getByRole('option', { name: new RegExp(STUCK) })).toBeVisible();
      await page.keyboard.press('Escape');

      await stuck.getByRole('link').click();
      await expect(page.getByRole('heading', { name: STUCK, level: 1 })).toBeVisible();
      await expect(main(page).getByText(STUCK_LATE)).toBeVisible();
      await expect(main(page).getByText('OVERDUE', { exact: true })).toBeVisible();

      // Offline, from the snapshot, with its age.
      await goOffline(context, page);
      await page.goto('/overview/overdue');
      await expect(page.getByText(/You are offline/).first()).toBeVisible();
      await expect(
        main(page).getByRole('table', { name: 'Overdue' }).getByRole('row').filter({ hasText: STUCK }),
      ).toContainText(STUCK_LATE);
      await expect(page.getByText(/as of/i).first()).toBeVisible();
      await expect(overdueTab(page)).toBeVisible();
      expect(errors).toEqual([]);
      await context.close();
    });

    test('after one look, a destination that starts failing and one that recovers are named since you last looked', async ({
      browser,
    }) => {
      const { context, page, errors } = await open(browser, viewport);
      // Two healthy destinations of their own per size: one made to fail before the first look (it will
      // recover), one that starts failing after it.
      const healthy = (await destinations(context)).filter(
        (d) =>
          d.is_enabled &&
          d.last_completed_transfer?.status === 'SUCCESS' &&
          !JSON.stringify(d).includes('.invalid') &&
          !/failing/i.test(d.name),
      );
      const pick = size === '390×844' ? 0 : 2;
      const [recovering, failing] = [healthy[pick], healthy[pick + 1]];
      if (!recovering || !failing) throw new Error('The seed has too few healthy destinations');
      await renameAndSync(context, recovering.id, `${recovering.name} failing`, 'ERROR');

      // The page's clock runs, and jumps once: the next look comes after the list has gone stale.
      await page.clock.install();
      // The first look: the overview with the whole list, the failing one among its alerts.
      await page.goto('/overview');
      await expect(alertsTab(page)).toBeVisible();
      await expect(
        main(page)
          .getByRole('table', { name: 'Alerts', exact: true })
          .getByText(`${recovering.name} failing`),
      ).toBeVisible();
      await expect(overdueTab(page)).toBeVisible();
      await waitForOfflineShell(page);
      const looked = await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('console.last-look:')),
      );
      expect(looked).toHaveLength(1);
      await expect(page.getByRole('region', { name: /since you last looked/ })).toHaveCount(0);

      // Meanwhile, on the server: one recovers (its name fixed, a fresh start), one starts failing.
      await renameAndSync(context, recovering.id, recovering.name, 'SUCCESS');
      await renameAndSync(context, failing.id, `${failing.name} failing`, 'ERROR');

      // The next look, a minute later (the overview refreshes a list older than 30 s as it opens).
      await page.goto('/destinations');
      await expect(page.getByRole('heading', { name: 'Destinations', level: 1 })).toBeVisible();
      await page.clock.fastForward('01:00');
      await page.goto('/overview');
      const summary = page.getByRole('region', { name: /since you last looked/ });
      await expect(summary.getByRole('paragraph').first()).toHaveText(
        /^1 new alert and 1 recovered since you last looked at \d\d:\d\d$/,
      );
      await expect(summary.getByRole('list', { name: 'New since you last looked' })).toHaveText(
        `${failing.name} failing`,
      );
      await expect(
        summary.getByRole('list', { name: 'Recovered since you last looked' }).getByRole('link'),
      ).toHaveAttribute('href', `/destinations/${recovering.id}`);
      await expect(summary.getByRole('link', { name: recovering.name, exact: true })).toBeVisible();
      // Said once to screen readers.
      await expect(page.getByRole('status').filter({ hasText: 'since you last looked' })).toHaveText(
        /^1 new alert and 1 recovered since you last looked at \d\d:\d\d\.$/,
      );
      // The new row is marked in words, not by colour alone.
      await expect(
        main(page)
          .getByRole('table', { name: 'Alerts', exact: true })
          .getByRole('row')
          .filter({ hasText: `${failing.name} failing` }),
      ).toContainText('New');

      // Offline it compares with the snapshot: nothing new there, and the summary stays until dismissed.
      await goOffline(context, page);
      await page.reload();
      await expect(page.getByText(/You are offline/).first()).toBeVisible();
      await expect(summary.getByRole('paragraph').first()).toHaveText(/^1 new alert and 1 recovered/);
      await summary.getByRole('button', { name: 'Dismiss' }).click();
      await expect(summary).toHaveCount(0);
      await page.reload();
      await expect(alertsTab(page)).toBeVisible();
      await expect(page.getByRole('region', { name: /since you last looked/ })).toHaveCount(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
