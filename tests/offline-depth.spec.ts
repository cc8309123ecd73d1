/**
 * Offline depth for on-call: after one online look at /overview only, offline, each of the
 * first five alert rows opens its destination with its name, status and last sync error, its Activity tab
 * lists the last transfers, and a never-opened Transfer Job page of a failed transfer shows its per-model
 * errors. The console keeps what those pages need in the background after the overview refresh; the
 * journey waits for it on the persisted rows (as tests/offline.spec.ts does), never on the app.
 * Also prints the background requests and bytes of that refresh (BENCHMARKS.md), and checks that a
 * second refresh asks for nothing whose last transfer did not change.
 * The General tab of a destination never opened reads offline exactly as online (connection
 * settings by their labels, schedule, models, timestamps), from the overview's entry and the kept form.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { seriousViolations } from './support/axe.ts';
import { detailValue } from './support/detail.ts';
import {
  goOffline,
  openForOffline,
  savedHashes,
  waitForOfflineShell,
  waitUntilSaved,
} from './support/offline.ts';

const DATA_AGE = /^Data as of (\w{3} \d{1,2}, )?\d{2}:\d{2}$/;
const NOT_SAVED = 'Not saved on this device';
/** The destination form's definition (every vendor), kept in the background with the alerts. */
const FORM_DEFINITION = '"forms","destination",';
const FAILED = new Set(['ERROR', 'PARTIAL_FAILURE']);
const NO_ACTIVITY = 'No activity found. Transfers to this destination will show up here.';
/** What the console keeps in the background: activity pages, job pages and recipients. */
const BACKGROUND =
  /\/api\/(destinations\/[^/]+\/activity|transfers\/(?!daily-stats)[^/?]+|recipients\/[^/?]+)(\?|$)/;

interface ModelMetric {
  model_name: string;
  error?: { message: string; trace: string };
}
interface Transfer {
  id: string;
  status: string;
  event_log: boolean;
  model_metrics: ModelMetric[];
}
interface Alert {
  id: string;
  name: string;
  recipientId: string;
  recipientName: string;
  /** The status the Status card shows as the last sync's, or null for a destination never synced. */
  status: string | null;
  /** The failed transfer the card speaks of and its first model error, when there is one. */
  failed: { id: string; message: string } | null;
  /** Whether its activity lists any transfer (a destination never synced has none). */
  hasTransfers: boolean;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: { Environment: 'prod' } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** What the server says of an alert row's destination: the expectations of the offline pages. */
async function alertOf(page: Page, id: string, name: string): Promise<Alert> {
  const { destination } = await api<{
    destination: { recipient_id: string; last_completed_transfer: { id: string; status: string } | null };
  }>(page, `/destinations/${id}`);
  const last = destination.last_completed_transfer;
  const { activity_logs } = await api<{ activity_logs: { type: string; transfer?: Transfer }[] }>(
    page,
    `/destinations/${id}/activity?page_size=30`,
  );
  const { recipient } = await api<{ recipient: { name: string } }>(
    page,
    `/recipients/${destination.recipient_id}`,
  );
  const transfers = activity_logs.flatMap((e) => (e.type === 'transfer' && e.transfer ? [e.transfer] : []));
  // The card's rule: the last transfer when it failed, else the newest failure on the first page.
  const failed =
    last && FAILED.has(last.status)
      ? transfers.find((t) => t.id === last.id)
      : last
        ? transfers.find((t) => !t.event_log && FAILED.has(t.status))
        : undefined;
  const error = failed?.model_metrics.find((m) => m.error)?.error;
  return {
    id,
    name,
    recipientId: destination.recipient_id,
    recipientName: recipient.name,
    status: last?.status ?? null,
    failed: failed && error ? { id: failed.id, message: error.message } : null,
    hasTransfers: transfers.some((t) => !t.event_log),
  };
}

/** Waits until the snapshot holds what the alert's offline pages read. */
async function waitUntilKept(page: Page, alert: Alert) {
  const fragments = [
    `"destinations","detail","${alert.id}","activity",{"page_size":30}]`,
    `"recipients","detail","${alert.recipientId}"]`,
    ...(alert.failed ? [`"transfers","detail","${alert.failed.id}"]`] : []),
  ];
  await expect
    .poll(async () => {
      const hashes = await savedHashes(page, 'prod');
      return fragments.filter((fragment) => !hashes.some((hash) => hash.endsWith(fragment)));
    })
    .toEqual([]);
}

/** The app's bound: the newest alerts first (never-synced ones last), two dozen at most. */
const KEPT_ALERTS_MAX = 24;

/** The background requests one refresh makes from scratch: its kept alerts' activity and recipients. */
async function expectedBackground(page: Page): Promise<number> {
  type Row = {
    recipient_id: string;
    last_completed_transfer: { status: string; ended_at: string | null } | null;
  };
  const { destinations } = await api<{ destinations: Row[] }>(page, '/destinations?page_size=100');
  const endedAt = (d: Row) => d.last_completed_transfer?.ended_at ?? '';
  const kept = destinations
    .filter((d) => d.last_completed_transfer?.status !== 'SUCCESS')
    .sort((a, b) => endedAt(b).localeCompare(endedAt(a)))
    .slice(0, KEPT_ALERTS_MAX);
  return kept.length + new Set(kept.map((d) => d.recipient_id)).size;
}

/** Counts the background requests (and their response bytes) made from now on. */
function countBackground(page: Page) {
  const seen: { url: string; bytes: number }[] = [];
  const done: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!BACKGROUND.test(request.url())) return;
    done.push(
      request.sizes().then(({ responseBodySize }) => {
        seen.push({ url: request.url(), bytes: responseBodySize });
      }),
    );
  });
  return async () => {
    await Promise.all(done);
    const of = (kind: RegExp) => seen.filter((r) => kind.test(r.url));
    const kinds = { activity: /\/activity/, jobs: /\/transfers\//, recipients: /\/recipients\// };
    const bytes = (rows: typeof seen) => rows.reduce((sum, r) => sum + r.bytes, 0);
    const parts = Object.entries(kinds).map(
      ([name, kind]) => `${of(kind).length} ${name} (${(bytes(of(kind)) / 1024).toFixed(0)} KiB)`,
    );
    return { requests: seen.length, bytes: bytes(seen), parts: parts.join(', ') };
  };
}

signInOncePerFile();

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`offline depth at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('after one online look at /overview, the first five alerts read offline, with their last error and job page', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      const background = countBackground(page);
      await page.goto('/overview');
      await waitForOfflineShell(page);

      // The first five alert rows, as the user sees them.
      const table = page.getByRole('table', { name: 'Alerts', exact: true });
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      const shown = Math.min(5, await rows.count());
      expect(shown).toBeGreaterThan(0);
      const alerts: Alert[] = [];
      for (let i = 0; i < shown; i++) {
        const link = rows.nth(i).getByRole('link').first();
        const href = (await link.getAttribute('href')) ?? '';
        const id = decodeURIComponent(href.replace(/^\/destinations\//, ''));
        alerts.push(await alertOf(page, id, ((await link.textContent()) ?? '').trim()));
      }
      const withError = alerts.find((a) => a.failed);
      if (!withError) throw new Error('None of the first five alerts has a failed transfer');

      // The background keeping after the overview refresh: wait for its rows on disk, and for every
      // request it makes (one activity page per kept alert, one per recipient; the job pages come
      // with the activity pages).
      for (const alert of alerts) await waitUntilKept(page, alert);
      await waitUntilSaved(page, 'prod', FORM_DEFINITION);
      const expected = await expectedBackground(page);
      await expect.poll(async () => (await background()).requests).toBe(expected);
      const first = await background();
      const figure = `${first.requests} requests, ${(first.bytes / 1024).toFixed(0)} KiB: ${first.parts}`;
      test
        .info()
        .annotations.push({ type: 'background per overview refresh (demo seed)', description: figure });
      console.log(
        `[offline-depth ${viewport.width}px] background after the first overview refresh: ${figure}`,
      );

      // A second refresh asks nothing again for alerts whose last transfer did not change.
      const again = countBackground(page);
      const refreshed = page.waitForResponse((res) => /\/api\/destinations\?/.test(res.url()) && res.ok());
      await page.reload();
      await refreshed;
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect((await again()).requests).toBe(0);

      await goOffline(context, page);
      await page.goto('/overview');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      for (const alert of alerts) {
        await table.getByRole('link', { name: alert.name, exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: alert.name })).toBeVisible();
        await expect(page.getByText(DATA_AGE).first()).toBeVisible();
        const status = page.getByRole('region', { name: 'Status' });
        if (alert.status) await expect(status.getByText(alert.status, { exact: true })).toBeVisible();
        if (alert.failed) {
          await expect(status.getByText(alert.failed.message, { exact: true })).toBeVisible();
          await expect(status.getByRole('link', { name: 'View transfer job' })).toBeVisible();
        }
        await expect(
          page.getByRole('region', { name: 'Recipient' }).getByText(alert.recipientName, { exact: true }),
        ).toBeVisible();
        // Never opened: the overview's entry is the whole destination and the form is kept, so the
        // General tab lacks nothing.
        const details = page.getByRole('region', { name: 'Details' });
        await expect(details.getByRole('term').filter({ hasText: /^Sync Frequency$/ })).toBeVisible();
        await expect(page.getByRole('main').getByText(NOT_SAVED)).toHaveCount(0);
        // Its Activity tab lists the last transfers (or says there are none: saved, not missing).
        await page.getByRole('link', { name: 'Activity', exact: true }).click();
        await expect(
          alert.hasTransfers
            ? page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1)
            : page.getByText(NO_ACTIVITY),
        ).toBeVisible();
        await page.goto('/overview');
        await expect(table.locator('tbody tr').first()).toBeVisible();
      }

      // A Transfer Job page never opened, of a failed transfer: its per-model errors, offline.
      await table.getByRole('link', { name: withError.name, exact: true }).first().click();
      await page
        .getByRole('region', { name: 'Status' })
        .getByRole('link', { name: 'View transfer job' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/transfers/${withError.failed?.id}$`));
      const summary = page.getByRole('table', { name: 'Model Summary' });
      await expect(summary).toBeVisible();
      await expect(summary.getByText(withError.failed?.message ?? '').first()).toBeVisible();

      // Opened directly (a reload on that page), from the snapshot alone.
      await page.reload();
      await expect(summary.getByText(withError.failed?.message ?? '').first()).toBeVisible();
      await page.goto(`/destinations/${encodeURIComponent(withError.id)}`);
      await expect(page.getByRole('heading', { level: 1, name: withError.name })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Status' })
          .getByText(withError.failed?.message ?? '', { exact: true }),
      ).toBeVisible();
      // The Status card's new rows (badge, error, link) read well for everyone.
      expect(await seriousViolations(page)).toEqual([]);

      // Online again, the card says the same from fresh data.
      await context.setOffline(false);
      await page.reload();
      const status = page.getByRole('region', { name: 'Status' });
      await expect(status.getByText(withError.failed?.message ?? '', { exact: true })).toBeVisible();
      await expect(status.getByRole('link', { name: 'View transfer job' })).toHaveAttribute(
        'href',
        `/destinations/${encodeURIComponent(withError.id)}/transfers/${withError.failed?.id}`,
      );
      await expect(page.getByText(DATA_AGE)).toHaveCount(0);
    });
  });
}

/** A destination as GET /destinations lists it: the fields this journey reads, its settings under its vendor. */
interface ListedDestination {
  id: string;
  name: string;
  vendor: string;
  recipient_id: string;
  last_completed_transfer: { status: string; ended_at: string | null } | null;
  [vendor: string]: unknown;
}

const hostOf = (d: ListedDestination) => (d[d.vendor] as { host?: unknown } | undefined)?.host;

/**
 * Among the alerts the console keeps (the newest failures, KEPT_ALERTS_MAX of them), the first the Alerts
 * table shows whose vendor has a Host: the destination whose page this journey never opens online.
 */
async function keptAlertWithHost(
  page: Page,
  shownIds: string[],
): Promise<ListedDestination & { host: string }> {
  const { destinations } = await api<{ destinations: ListedDestination[] }>(
    page,
    '/destinations?page_size=100',
  );
  const endedAt = (d: ListedDestination) => d.last_completed_transfer?.ended_at ?? '';
  const kept = destinations
    .filter((d) => d.last_completed_transfer?.status !== 'SUCCESS')
    .sort((a, b) => endedAt(b).localeCompare(endedAt(a)))
    .slice(0, KEPT_ALERTS_MAX);
  for (const id of shownIds) {
    const found = kept.find((d) => d.id === id);
    const host = found && hostOf(found);
    if (found && typeof host === 'string' && host !== '') return { ...found, host };
  }
  throw new Error('No kept alert among the rows shown has a Host');
}

test.describe('offline depth: a destination never opened', () => {
  test('its General tab reads offline as online: connection settings, schedule, models and timestamps', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openForOffline(page);
    const table = page.getByRole('table', { name: 'Alerts', exact: true });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const hrefs = await table
      .locator('tbody tr a[href^="/destinations/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const target = await keptAlertWithHost(
      page,
      hrefs.map((href) => decodeURIComponent(href.replace(/^\/destinations\//, ''))),
    );

    // Saved by the overview alone: its page of destinations, the form (kept in the background with
    // the alerts) and the alert's recipient. The destination's own page is never opened online.
    await waitUntilSaved(
      page,
      'prod',
      '"overview-pages",0]',
      FORM_DEFINITION,
      `"recipients","detail","${target.recipient_id}"]`,
    );
    const hashes = await savedHashes(page, 'prod');
    expect(hashes.filter((hash) => hash.includes(`"destinations","detail","${target.id}"]`))).toEqual([]);

    await goOffline(context, page);
    await page.reload();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await table.getByRole('link', { name: target.name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(page.getByText(DATA_AGE).first()).toBeVisible();

    const details = page.getByRole('region', { name: 'Details' });
    const value = (term: string) => detailValue(page, term);
    await expect(value('Host')).toHaveText(target.host);
    await expect(value('Sync Frequency')).toHaveText(/^(Default org frequency|Every .+)$/);
    await expect(value('Enabled models')).toHaveText(/^(All available models|No models|\w.*)$/);
    const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \S+$/;
    await expect(value('Created')).toHaveText(timestamp);
    await expect(value('Updated')).toHaveText(timestamp);
    // The recipient was kept with the alert: the tab lacks nothing.
    const recipient = page.getByRole('region', { name: 'Recipient' });
    await expect(recipient.getByRole('term').filter({ hasText: /^Name$/ })).toBeVisible();
    await expect(page.getByRole('main').getByText(NOT_SAVED)).toHaveCount(0);
    const offlineDetails = (await details.textContent()) ?? '';
    const offlineRecipient = (await recipient.textContent()) ?? '';
    expect(offlineDetails).not.toContain(NOT_SAVED);

    // Online, from the server's own reply: the very same cards.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(page.getByText(DATA_AGE)).toHaveCount(0);
    await expect(value('Host')).toHaveText(target.host);
    await expect(details).toHaveText(offlineDetails);
    await expect(recipient).toHaveText(offlineRecipient);
  });
});
