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

/**
 * An enabled, seeded postgres destination whose transfers succeed (no `.invalid` host, not "failing") and
 * whose last transfer succeeded, so it has history (destinations other journeys create have none) and no
 * model failing again.
 */
export async function healthyPostgres(page: Page): Promise<DestinationRow> {
  const all = await listDestinations(page);
  const found = all.find(
    (d) =>
      d.vendor === 'postgres' &&
      d.is_enabled &&
      (d.last_completed_transfer as { status?: string } | null)?.status === 'SUCCESS' &&
      !/failing/i.test(d.name) &&
      !JSON.stringify(d.postgres ?? {}).includes('.invalid'),
  );
  if (!found) throw new Error('The seed has no healthy enabled postgres destination');
  return found;
}

interface Jobs {
  transferId: string;
  integrityId: string;
}

/** A finished transfer and a data integrity check of the destination (one is started if it has none). */
export async function jobsOf(page: Page, destinationId: string): Promise<Jobs> {
  const headers = { Environment: 'prod' };
  type Entry = { type: string; id: string };
  const read = async () => {
    const res = await page.request.get(`/api/destinations/${destinationId}/activity?page_size=100`, {
      headers,
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { activity_logs: Entry[] } }).data.activity_logs;
  };
  let entries = await read();
  if (!entries.some((e) => e.type === 'data_integrity')) {
    const res = await page.request.post(`/api/destinations/${destinationId}/data-integrity`, {
      headers,
      data: { check_value_integrity: false },
    });
    expect(res.ok()).toBe(true);
    entries = await read();
  }
  const transferId = entries.find((e) => e.type === 'transfer')?.id;
  const integrityId = entries.find((e) => e.type === 'data_integrity')?.id;
  if (!transferId || !integrityId) throw new Error(`Destination ${destinationId} has no transfer or check`);
  return { transferId, integrityId };
}
