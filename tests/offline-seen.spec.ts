/**
 * Seen is saved: what reached the screen reads offline whatever the timing and however old.
 * Each journey is one loss a user met before the fix:
 * - a screen looked at for under a second, then left by a full navigation, was "not saved" offline (the
 *   save started when the page was hidden never finished);
 * - a guide left about a second after it appeared was lost the same way, and the prefetched guides and
 *   a just-viewed destination were not both kept;
 * - rows older than 24 hours were dropped at restore: yesterday evening's copy was gone this morning.
 */
import { expect, test } from '@playwright/test';
import { healthyPostgres, listDestinations } from './support/api.ts';
import { signInOncePerFile } from './support/auth.ts';
import { goOffline, openForOffline, passTheBackgroundDelay, savedHashes } from './support/offline.ts';

const NOT_SAVED = 'You are offline and this page is not saved on this device yet.';

/** How a user leaves a screen: a full navigation, a reload, or closing the tab and opening a new one. */
const LEAVES = ['navigation', 'reload', 'closed tab'] as const;

signInOncePerFile();

test('screens and guides left at once, or within a second, by a navigation, a reload or a closed tab read offline', async ({
  page: firstPage,
  context,
}) => {
  test.setTimeout(120_000);
  let page = firstPage;
  await openForOffline(page);
  // One destination per vendor, so each guide is fetched (and saved) by its own visit.
  const byVendor = new Map<string, Awaited<ReturnType<typeof listDestinations>>[number]>();
  for (const d of await listDestinations(page)) if (!byVendor.has(d.vendor)) byVendor.set(d.vendor, d);
  const visits = [...byVendor.values()].slice(0, 6).map((destination, i) => ({
    destination,
    dwellMs: [0, 400, 800][i % 3] as number,
    leave: LEAVES[i % LEAVES.length] as (typeof LEAVES)[number],
  }));
  expect(visits).toHaveLength(6);
  const guideTexts = new Map<string, string>();
  const guide = () => page.getByRole('complementary', { name: 'Setup Guide' });

  for (const { destination, dwellMs, leave } of visits) {
    await page.goto(`/destinations/${destination.id}/connection`);
    await expect(page.getByRole('form', { name: 'Edit destination' })).toBeVisible();
    await page.getByRole('button', { name: 'Documentation' }).click();
    await expect(guide().getByRole('button', { name: 'Download .md' })).toBeVisible();
    await expect(guide().getByText('Loading setup guide')).toHaveCount(0);
    guideTexts.set(destination.id, (await guide().textContent()) ?? '');
    if (dwellMs > 0) await page.waitForTimeout(dwellMs); // the dwell is what is under test
    if (leave === 'reload') await page.reload();
    else if (leave === 'navigation') await page.goto('/overview');
    else {
      await page.close();
      page = await context.newPage();
      await page.goto('/overview');
    }
    await expect(page.getByRole('main')).toBeVisible();
  }

  await goOffline(context, page);
  for (const { destination, dwellMs, leave } of visits) {
    const seen = `${destination.vendor}, ${dwellMs} ms, left by ${leave}`;
    await page.goto(`/destinations/${destination.id}/connection`);
    await expect(page.getByRole('form', { name: 'Edit destination' }), seen).toBeVisible();
    await page.getByRole('button', { name: 'Documentation' }).click();
    await expect(guide().getByRole('button', { name: 'Download .md' }), seen).toBeVisible();
    await expect(guide().getByText('Loading setup guide')).toHaveCount(0);
    // The same guide, with its age added offline.
    const offline = ((await guide().textContent()) ?? '').replace(/Data as of (yesterday )?\d{2}:\d{2}/, '');
    expect(offline, seen).toBe(guideTexts.get(destination.id));
  }
});

test('the background guides and a destination seen during their pass are both kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await openForOffline(page);
  const destination = await healthyPostgres(page);
  const guideRows = async () =>
    (await savedHashes(page, 'prod')).filter((hash) => hash.includes('"setup-guides"')).length;
  // The pass starts ten seconds after the page loads and writes its guides as they come.
  await passTheBackgroundDelay(page);
  await expect.poll(guideRows, { timeout: 40_000 }).toBeGreaterThan(0);
  await page.goto(`/destinations/${destination.id}`);
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await page.goto('/overview');
  const guidesBefore = await guideRows();

  await goOffline(context, page);
  expect(await guideRows()).toBeGreaterThanOrEqual(guidesBefore);
  await page.goto(`/destinations/${destination.id}`);
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByText(NOT_SAVED)).toHaveCount(0);
});

test('yesterday evening’s copy still reads this morning, with its age', async ({ page, context }) => {
  await openForOffline(page);
  const destination = await healthyPostgres(page);
  await page.goto(`/destinations/${destination.id}`);
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await page.goto('/overview');
  await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();

  await goOffline(context, page);
  // One minute before the end of tomorrow, in the page's zone: more than 24 hours later, and "yesterday".
  const tomorrowLate = await page.evaluate(() => {
    const day = new Date();
    day.setHours(0, 0, 0, 0);
    day.setDate(day.getDate() + 2);
    return day.getTime() - 60_000;
  });
  await page.clock.setSystemTime(tomorrowLate);
  await page.goto(`/destinations/${destination.id}`);
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByText(/^Data as of yesterday \d{2}:\d{2}$/).first()).toBeVisible();
  await page.goto('/overview');
  await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /You are offline\. Showing data as of yesterday \d{2}:\d{2}/ }),
  ).toBeVisible();
});
