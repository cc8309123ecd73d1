import { expect, type Page } from '@playwright/test';

interface DestinationRow {
  id: string;
  name: string;
  vendor: string;
  is_enabled: boolean;
  [vendorSettings: string]: unknown;
}

/** Reads the signed-in user's destinations through the real API (the page's own session cookie). */
export async function listDestinations(page: Page): Promise<DestinationRow[]> {
  const res = await page.request.get('/api/destinations?page_size=100', { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { destinations: DestinationRow[] } }).data.destinations;
}

/** An enabled postgres destination whose transfers succeed (no `.invalid` host, not "failing"). */
export async function healthyPostgres(page: Page): Promise<DestinationRow> {
  const all = await listDestinations(page);
  const found = all.find(
    (d) =>
      d.vendor === 'postgres' &&
      d.is_enabled &&
      !/failing/i.test(d.name) &&
      !JSON.stringify(d.postgres ?? {}).includes('.invalid'),
  );
  if (!found) throw new Error('The seed has no healthy enabled postgres destination');
  return found;
}
