/**
 * A 20,000-destination organisation (SEED_SCALE=huge), on a server of the file's own: the
 * overview shows its first alerts while the other 199 pages arrive, counts them as a running count until
 * the last page is in, and then holds every alert; a destination opens from its row; offline, both open
 * again from the device's copy.
 */
import { resolve } from 'node:path';
import { type Cookie, expect, type Page, test } from '@playwright/test';
import { signedInCookies } from './support/auth.ts';
import { goOffline, waitForOfflineShell, waitUntilSaved } from './support/offline.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const prod = { headers: { Environment: 'prod' } };
const PAGE_SIZE = 100;

let server: OwnServer;
let cookies: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  // The seeded transfers in flight stay so while the journey counts the alerts (a step of ten minutes).
  server = await startOwnServer(DIST, { SEED_SCALE: 'huge', RUNNER_STEP_MS: '600000' });
  cookies = await signedInCookies(browser, { baseURL: server.url });
});
test.afterAll(() => server?.stop());

/** Every destination's last completed transfer, 100 a page as the overview reads them. */
async function alertCount(page: Page): Promise<{ destinations: number; alerts: number }> {
  let url: string | undefined = `/api/destinations?page_size=${PAGE_SIZE}`;
  let destinations = 0;
  let alerts = 0;
  while (url) {
    const res = await page.request.get(url, prod);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as {
      data: { destinations: { last_completed_transfer: { status: string } | null }[] };
      has_next: boolean;
      next_url?: string;
    };
    destinations += body.data.destinations.length;
    alerts += body.data.destinations.filter((d) => d.last_completed_transfer?.status !== 'SUCCESS').length;
    url = body.has_next ? body.next_url?.replace(/^https?:\/\/[^/]+/, '') : undefined;
  }
  return { destinations, alerts };
}

const alertsTable = (page: Page) => page.getByRole('table', { name: 'Alerts', exact: true });
const alertsTab = (page: Page) => page.getByRole('link', { name: /^Alerts\s*[\d,]/ });

test('the overview and a destination of 20,000, online and then offline', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const expected = await alertCount(page);
  expect(expected.destinations).toBe(20_000);

  await page.goto('/overview');
  await expect(alertsTable(page).getByRole('row').nth(1)).toBeVisible();
  // Until the last page is in, a count shown is a running one and says so; then it is every alert.
  const loading = page.getByRole('status').filter({ hasText: 'Loading more destinations' });
  if (await loading.isVisible()) {
    const tab = (await alertsTab(page).textContent()) ?? '';
    if (/\d/.test(tab) && (await loading.isVisible())) expect(tab).toContain('so far');
  }
  await expect(alertsTab(page)).toHaveText(`Alerts${expected.alerts.toLocaleString('en-US')}`, {
    timeout: 60_000,
  });
  await expect(loading).toBeHidden();

  const first = alertsTable(page).getByRole('row').nth(1).getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const destinationUrl = new URL(page.url()).pathname;
  await expect(page.getByText('ID', { exact: true })).toBeVisible();

  await waitForOfflineShell(page);
  await waitUntilSaved(page, 'prod', '"overview-pages",199]', '"destinations","detail"');
  await goOffline(context, page);
  await page.goto('/overview');
  await expect(alertsTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(alertsTab(page)).toHaveText(`Alerts${expected.alerts.toLocaleString('en-US')}`, {
    timeout: 60_000,
  });
  await page.goto(destinationUrl);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await context.close();
});
