import { expect, type Page } from '@playwright/test';
import { isTransient } from '../../server/runner/failures.ts';
import type { ModelMetric } from '../../src/api/schemas/transfer.ts';

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
 * An enabled, seeded postgres destination whose next transfer succeeds: reachable (no `.invalid` host,
 * not "failing") and with no model that fails again. The server repeats a model's error in the next run
 * unless it was transient (README "Transfer engine"), so a last transfer that was cancelled, or that failed
 * only on transient errors (a seeded 1-in-20 chance of any run another journey started), still counts.
 * Seeded destinations have history; those other journeys create have none.
 */
export async function healthyPostgres(page: Page): Promise<DestinationRow> {
  const reachable = (await listDestinations(page)).filter(
    (d) =>
      d.vendor === 'postgres' &&
      d.is_enabled &&
      d.last_completed_transfer &&
      !/failing/i.test(d.name) &&
      !JSON.stringify(d.postgres ?? {}).includes('.invalid'),
  );
  for (const d of reachable) {
    const last = d.last_completed_transfer as { id: string; status: string };
    if (last.status === 'SUCCESS' || last.status === 'CANCELLED') return d;
    if (last.status === 'PARTIAL_FAILURE' && (await failedOnlyTransiently(page, last.id))) return d;
  }
  throw new Error('The seed has no healthy enabled postgres destination');
}

async function failedOnlyTransiently(page: Page, transferId: string): Promise<boolean> {
  const res = await page.request.get(`/api/transfers/${transferId}`, { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  const { model_metrics } = ((await res.json()) as { data: { transfer: { model_metrics: ModelMetric[] } } })
    .data.transfer;
  return model_metrics.every((m) => !m.error || isTransient(m.error.message));
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
