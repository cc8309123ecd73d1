import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { listDestinations } from './support/api.ts';
import { signInOncePerFile } from './support/auth.ts';
import { cellCounts, countOf, dailyStats, footerCount } from './support/overview.ts';

// A chart read while a transfer ends can lag the API by one refresh; the page's cache is fresh for
// 30 s, so a retry may have to wait that long for a reload to fetch again.
const CHART_SETTLE_MS = 45_000;

test.describe('overview', () => {
  signInOncePerFile();
  test.beforeEach(async ({ page }) => {
    await page.goto('/overview');
  });

  test('the Alerts badge counts the alert rows, the footer agrees, and a row opens its destination', async ({
    page,
  }) => {
    const alerts = page.getByRole('table', { name: 'Alerts', exact: true });
    await expect(alerts.locator('tbody tr').first()).toBeVisible();
    const badge = countOf((await page.getByRole('link', { name: /^Alerts/ }).textContent()) ?? '');
    expect(badge).toBeGreaterThan(0);
    await expect(alerts.locator('tbody tr')).toHaveCount(badge);
    expect(await footerCount(alerts)).toBe(badge);
    await expect(alerts.locator('tfoot')).toHaveText(badge === 1 ? '1 alert' : /^[\d,]+ alerts$/);
    // Every status badge says its status in words: ERROR, another failure, or UNKNOWN.
    for (const status of await alerts.locator('tbody tr td:nth-child(3)').allInnerTexts()) {
      expect(status).toMatch(/^[A-Z_]+$/);
      expect(status).not.toBe('SUCCESS');
    }

    const link = alerts.locator('tbody tr').first().getByRole('link');
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(/\/destinations\/[^/]+$/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  test('Successes lists successful transfers with a matching footer and opens a destination', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Successes' }).click();
    await expect(page).toHaveURL(/\/overview\/successes$/);
    const successes = page.getByRole('table', { name: 'Successes', exact: true });
    await expect(successes.locator('tbody tr').first()).toBeVisible();
    const rows = await successes.locator('tbody tr').count();
    expect(await footerCount(successes)).toBe(rows);
    await expect(successes.locator('tfoot')).toContainText('successful transfer');

    const link = successes.locator('tbody tr').first().getByRole('link');
    const name = ((await link.textContent()) ?? '').trim();
    await link.click();
    await expect(page).toHaveURL(/\/destinations\/[^/]+$/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  });

  test('the chart shows 30 days whose hidden table matches GET /transfers/daily-stats', async ({ page }) => {
    const chart = page.getByRole('region', { name: 'Rows transferred, last 30 days' });
    // The bars are labelled 'Rows Transferred' in the legend under the plot.
    await expect(chart.locator('p', { hasText: 'Rows Transferred' })).toBeVisible();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.locator('[aria-hidden="true"] canvas')).toHaveCount(1);
    const table = chart.getByRole('table', { name: 'Rows transferred per day' });
    await expect(table.getByRole('columnheader')).toHaveText(['Day', 'Rows Transferred']);
    await expect(table.locator('tbody tr')).toHaveCount(30);

    await expect(async () => {
      const expected = (await dailyStats(page)).map((s) => s.total_rows_transferred);
      const shown = await cellCounts(table);
      if (shown.join() !== expected.join()) await page.reload();
      expect(shown).toEqual(expected);
    }).toPass({ timeout: CHART_SETTLE_MS });
  });

  test('the chart is redrawn to fit a 390 px screen', async ({ page }) => {
    const canvas = page.getByRole('region', { name: 'Rows transferred, last 30 days' }).locator('canvas');
    await expect(canvas).toBeVisible();
    const wide = (await canvas.boundingBox())?.width ?? 0;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeLessThan(390);
    expect(wide).toBeGreaterThan(390);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Download transfer report saves a CSV with one row per destination', async ({ page }) => {
    const destinations = await listDestinations(page);
    await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download transfer report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^transfer-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^Destination Name,Destination ID,Vendor,Total Transfers,.+,Rows Transferred$/);
    expect(rows).toHaveLength(destinations.length);
    for (const d of destinations) expect(csv).toContain(`,${d.id},`);
  });
});
