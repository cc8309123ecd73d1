/**
 * At 1440×900 and 390×844: a PENDING data integrity check is cancelled from its page
 * and the page shows CANCELLED; a destination whose enabled_models is [] offers every model of its
 * products in the sync dialog, and the server takes `models: []` as every model it may receive.
 *
 * These run on a server of their own (support/data-server.ts): its runner steps once a minute, so a
 * check stays PENDING however slow the machine is (on the shared server one ends in about a second),
 * and its database can hold `enabled_models: []`, which other servers send but this API never writes.
 */
import { test as base, type Cookie, expect, type Page } from '@playwright/test';
import { healthyPostgres, listDestinations } from './support/api.ts';
import { signedInCookies, useCookies } from './support/auth.ts';
import { type DataServer, startDataServer } from './support/data-server.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const headers = { Environment: 'prod' };

const test = base.extend<object, { dataServer: DataServer }>({
  dataServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startDataServer({ runnerStepMs: 60_000 });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ dataServer }, use) => use(dataServer.url),
});

interface Job {
  id: string;
  status: string;
  models: string[];
}

/** Starts a check through the API with an empty models list: every model the destination may receive. */
async function startCheck(page: Page, destinationId: string): Promise<Job> {
  const res = await page.request.post(`/api/destinations/${destinationId}/data-integrity`, {
    headers,
    data: { models: [], check_value_integrity: false },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { job: Job } }).data.job;
}

/** Every model of the destination's products, sorted: what nothing restricts it to. */
async function productModels(page: Page, products: string[]): Promise<string[]> {
  const res = await page.request.get('/api/export/products', { headers });
  expect(res.ok()).toBe(true);
  const all = ((await res.json()) as { data: { products: { product_name: string; models: string[] }[] } })
    .data.products;
  const models = all.filter((p) => products.includes(p.product_name)).flatMap((p) => p.models);
  return [...new Set(models)].sort((a, b) => a.localeCompare(b));
}

// One sign-in on this server for the file; each test gets a fresh profile holding its session.
let cookies: Cookie[] = [];
test.beforeAll(async ({ browser, dataServer }) => {
  cookies = await signedInCookies(browser, { baseURL: dataServer.url });
});
test.beforeEach(async ({ context }) => {
  await useCookies(context, cookies);
});

function journeys() {
  test('a PENDING data integrity check is cancelled from its page', async ({ page }) => {
    const destination = await healthyPostgres(page);
    const job = await startCheck(page, destination.id);
    expect(job.status).toBe('PENDING');
    expect(job.models.length).toBeGreaterThan(0);

    await page.goto(`/destinations/${destination.id}/integrity/${job.id}`);
    await expect(page.getByRole('heading', { name: 'Data Integrity Check' })).toBeVisible();
    const status = page.getByRole('definition').filter({ hasText: /^(PENDING|RUNNING|CANCELLED)$/ });
    await expect(status).toHaveText('PENDING');
    const actions = page.getByRole('button', { name: 'Data integrity check actions' });
    await actions.click();
    await page.getByRole('menuitem', { name: 'Cancel data integrity check' }).click();

    await expect(status).toHaveText('CANCELLED');
    await expect(actions).toBeHidden();
    const read = await page.request.get(`/api/destinations/${destination.id}/data-integrity/${job.id}`, {
      headers,
    });
    expect(((await read.json()) as { data: { job: Job } }).data.job.status).toBe('CANCELLED');
  });

  test('with enabled_models [] the sync dialog offers every model of its products', async ({
    page,
    dataServer,
  }) => {
    type Row = { id: string; name: string; enabled_models: string[]; products: string[] };
    const rows = (await listDestinations(page)) as unknown as (Row & { is_enabled: boolean })[];
    // One whose enabled models narrow its products', so [] visibly offers more.
    let chosen: { row: Row; all: string[] } | undefined;
    for (const row of rows.filter((r) => r.is_enabled && !r.enabled_models.includes('*'))) {
      const all = await productModels(page, row.products);
      if (row.enabled_models.length < all.length) {
        chosen = { row, all };
        break;
      }
    }
    if (!chosen) throw new Error('The seed has no enabled destination with narrowed models');
    const { row, all } = chosen;

    dataServer.setEnabledModels(row.id, []);
    try {
      await page.goto(`/destinations/${row.id}`);
      await expect(page.getByRole('heading', { name: row.name })).toBeVisible();
      await page.getByRole('button', { name: 'More sync options' }).click();
      await page.getByRole('menuitem', { name: 'Select models to sync' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select models to sync' });
      await expect(dialog.getByText(`0 of ${all.length} models selected`)).toBeVisible();
      const offered = dialog.getByRole('group', { name: 'Models' }).getByRole('checkbox');
      await expect(offered).toHaveCount(all.length);
      expect(await offered.evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))).toEqual(
        all,
      );

      // The server agrees: every model of the products may be sent.
      await dialog.getByRole('button', { name: 'Select all' }).click();
      const sent = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/transfer'),
      );
      await dialog.getByRole('button', { name: 'Sync Models' }).click();
      const res = await sent;
      expect(res.ok()).toBe(true);
      expect(((await res.json()) as { data: { transfer: Job } }).data.transfer.models).toEqual(
        [...all].sort(),
      );
      await expect(page.getByText('Transfer enqueued successfully!')).toBeVisible();
    } finally {
      dataServer.setEnabledModels(row.id, row.enabled_models);
    }
  });
}

test.describe('integrity cancel and models for enabled_models [] at 1440×900', () => {
  test.use({ viewport: DESKTOP });
  journeys();
});

test.describe('integrity cancel and models for enabled_models [] at 390×844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  journeys();
});

/** GET /destinations/{id}/data-integrity as the console sends it: the page size is count=20 (SPEC.md §9). */
const isChecksRead = (url: string) => new URL(url).pathname.endsWith('/data-integrity');

test.describe('the admin tab lists a destination’s data integrity checks at 1440×900', () => {
  test.use({ viewport: DESKTOP });

  test('20 at a time from GET /destinations/{id}/data-integrity?count=20, more from next_url', async ({
    page,
  }) => {
    const destination = await healthyPostgres(page);
    // On this server's slow runner they all stay PENDING: more than one page of them.
    for (let i = 0; i < 21; i++) await startCheck(page, destination.id);

    const firstRead = page.waitForRequest((r) => isChecksRead(r.url()));
    await page.goto(`/destinations/${destination.id}/admin`);
    const sent = new URL((await firstRead).url());
    expect(sent.searchParams.get('count')).toBe('20');
    expect(sent.searchParams.get('cursor')).toBeNull();

    const checks = page.getByRole('table', { name: 'Data integrity checks' });
    const rows = checks.getByRole('row');
    await expect(rows).toHaveCount(21); // the header and 20 checks
    await expect(checks.getByRole('link').first()).toHaveAttribute('href', /\/integrity\//);

    const nextRead = page.waitForRequest(
      (r) => isChecksRead(r.url()) && new URL(r.url()).searchParams.has('cursor'),
    );
    await page.getByRole('button', { name: 'Load more' }).click();
    const next = new URL((await nextRead).url());
    expect(next.searchParams.get('count')).toBe('20');
    await expect.poll(() => rows.count()).toBeGreaterThan(21);
    // The keyboard is on the first check just loaded.
    await expect(checks.getByRole('link').nth(20)).toBeFocused();
  });
});
