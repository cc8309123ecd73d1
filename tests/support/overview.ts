import { expect, type Locator, type Page } from '@playwright/test';

interface DailyStat {
  day: string;
  total_rows_transferred: number;
}

/** GET /api/transfers/daily-stats with the page's own session cookie (prod). */
export async function dailyStats(page: Page): Promise<DailyStat[]> {
  const res = await page.request.get('/api/transfers/daily-stats', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { daily_transfer_stats: DailyStat[] } }).data.daily_transfer_stats;
}

/** GET /api/auth/iam-trust-policy's text. */
export async function trustPolicy(page: Page): Promise<string> {
  const res = await page.request.get('/api/auth/iam-trust-policy', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { trust_policy: string } }).data.trust_policy;
}

/** GET /api/orgs. */
export async function organization(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get('/api/orgs', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { organization: { id: string; name: string } } }).data.organization;
}

/** '1,234' → 1234. */
export const countOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The numbers of a table's value cells (one `td` per body row), as numbers. */
export async function cellCounts(table: Locator): Promise<number[]> {
  return (await table.locator('tbody td').allTextContents()).map(countOf);
}

/** A footer like '6 alerts' / '1 alert': its leading count. */
export async function footerCount(table: Locator): Promise<number> {
  return countOf((await table.locator('tfoot').textContent()) ?? '');
}
