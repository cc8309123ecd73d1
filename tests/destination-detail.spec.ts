import { expect, test } from '@playwright/test';
import { healthyPostgres, listDestinations } from './support/api.ts';
import { signInOncePerFile } from './support/auth.ts';

const FINAL = /^(SUCCESS|ERROR|PARTIAL_FAILURE)$/;

/** Transfers queued ahead of the one the cancel journey cancels. */
const QUEUED_TRANSFERS = 8;

signInOncePerFile();

test.describe('destination detail', () => {
  test('Sync Now enqueues a transfer that runs to a final state on its Transfer Job page', async ({
    page,
  }) => {
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}`);
    await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();
    await page.getByRole('button', { name: 'Sync Now', exact: true }).click();
    await expect(page.getByText('Transfer enqueued successfully!')).toBeVisible();

    await page.getByRole('link', { name: 'activity', exact: false }).first().click();
    await expect(page).toHaveURL(/\/activity/);
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first).toContainText(/PENDING|RUNNING|SUCCESS|ERROR|PARTIAL_FAILURE/);
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/transfers\//);
    await expect(page.getByText('Job id', { exact: false }).first()).toBeVisible();
    const summary = page.getByRole('table', { name: /Model Summary/i });
    await expect(summary.getByRole('row').nth(1)).toBeVisible();
    // The page follows the run by itself: no reload, and per-model rows carry the final status.
    await expect(summary.getByRole('row').nth(1).getByText(FINAL)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(FINAL).first()).toBeVisible();
  });

  test('cancelling a transfer shows the spec toast and the transfer ends CANCELLED', async ({ page }) => {
    const destination = await healthyPostgres(page);
    // A destination runs one transfer at a time: the last of a few queued ones stays PENDING for several
    // seconds, however slow the machine is at opening the page.
    const queued: string[] = [];
    for (let i = 0; i < QUEUED_TRANSFERS; i++) {
      const res = await page.request.post(`/api/destinations/${destination.id}/transfer`, {
        headers: { Environment: 'prod' },
        data: {},
      });
      expect(res.ok()).toBe(true);
      queued.push(((await res.json()) as { data: { transfer: { id: string } } }).data.transfer.id);
    }
    const transferId = queued.at(-1) as string;
    await page.goto(`/destinations/${destination.id}/transfers/${transferId}`);
    await page.getByRole('button', { name: 'Transfer actions' }).click();
    await page.getByRole('menuitem', { name: /^Cancel (running )?transfer$/ }).click();
    await expect(page.getByText('Transfer cancelled successfully!')).toBeVisible();
    await expect(page.getByText('CANCELLED').first()).toBeVisible();
    // The others would keep the destination busy for the journeys after this one.
    for (const id of queued.slice(0, -1)) {
      await page.request.post(`/api/export/transfers/${id}/cancel`, { headers: { Environment: 'prod' } });
    }
  });

  test('the sync dialog shows its date and tag rules', async ({ page }) => {
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}`);
    await page.getByRole('button', { name: 'More sync options' }).click();
    await page.getByRole('menuitem', { name: 'Select models to sync' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select models to sync' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Sync Models' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox').nth(1).check();
    await expect(submit).toBeEnabled();

    await dialog.getByRole('checkbox', { name: 'Set start time' }).check();
    await dialog.getByLabel('Start time (UTC)').fill('2026-11-20T12:00');
    await dialog.getByRole('checkbox', { name: 'Set end time' }).check();
    await dialog.getByLabel('End time (UTC)').fill('2026-11-19T12:00');
    await submit.click();
    await expect(dialog.getByText('Start time must be before end time.')).toBeVisible();
    await dialog.getByLabel('End time (UTC)').fill('2026-11-21T12:00');

    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByLabel('Tag 1 key').fill('team');
    await submit.click();
    await expect(dialog.getByText('Each tag must have both a key and a value, or both blank.')).toBeVisible();
    await dialog.getByLabel('Tag 1 value').fill('data eng');
    await expect(dialog.getByText('Each tag must have both a key and a value, or both blank.')).toBeHidden();
    await submit.click();
    await expect(
      dialog.getByText('Keys and values must be alphanumeric, underscores, or dashes.'),
    ).toBeVisible();
    await dialog.getByLabel('Tag 1 value').fill('data-eng');

    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/transfer'));
    await submit.click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      full_refresh: false,
      start_transfer_window_at: '2026-11-20T12:00:00Z',
      end_transfer_window_at: '2026-11-21T12:00:00Z',
      tags: { team: 'data-eng' },
    });
    await expect(page.getByText('Transfer enqueued successfully!')).toBeVisible();
  });

  test('a data integrity check runs end to end and shows the Models Compared table', async ({ page }) => {
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}/admin`);
    await expect(page.getByRole('heading', { name: 'Danger Zone' })).toBeVisible();
    await page.getByRole('button', { name: /Run data integrity check/i }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Run check' }).click();
    await expect(page.getByText('Data integrity check enqueued successfully!')).toBeVisible();
    await page.goto(`/destinations/${destination.id}/activity`);
    await page.getByRole('link', { name: 'Data Integrity Check' }).first().click();
    await expect(page).toHaveURL(/\/integrity\//);
    const compared = page.getByRole('table', { name: 'Models Compared' });
    await expect(compared).toBeVisible();
    await expect(page.getByText(/^(SUCCESS|ERROR)$/).first()).toBeVisible({ timeout: 30_000 });
    await expect(compared.getByRole('row').nth(1)).toBeVisible();
  });

  test('activity pagination follows cursor and page_size, and bad sizes give the spec toasts', async ({
    page,
  }) => {
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}/activity?page_size=5`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(6);
    // Each row links to its own job page: two pages never share a link (texts may repeat).
    const jobLinks = () =>
      page
        .getByRole('table')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const firstPage = await jobLinks();
    expect(firstPage).toHaveLength(5);
    await page.getByRole('button', { name: /next/i }).click();
    await expect(page).toHaveURL(/cursor=.+/);
    await expect(page).toHaveURL(/page_size=5/);
    await expect.poll(async () => (await jobLinks()).join('|')).not.toBe(firstPage.join('|'));
    const secondPage = await jobLinks();
    expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);

    await page.goto(`/destinations/${destination.id}/activity?page_size=abc`);
    await expect(page.getByText('Invalid page size value: "abc" is not a number.')).toBeVisible();
    await page.goto(`/destinations/${destination.id}/activity?page_size=0`);
    await expect(page.getByText('Page size cannot be less than 1.')).toBeVisible();
    await page.goto(`/destinations/${destination.id}/activity?page_size=101`);
    await expect(page.getByText('Page size cannot be greater than 100.')).toBeVisible();
  });

  test('an unknown id redirects to the list, unless it is a bufo id', async ({ page }) => {
    await page.goto('/destinations/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/destinations$/);
    await page.goto('/destinations/00000000-bufo-4000-8000-000000000000');
    await expect(page.getByRole('img', { name: /frog|bufo/i })).toBeVisible();
    const { id } = await healthyPostgres(page);
    await page.goto(`/destinations/${id}/no-such-tab`);
    await expect(page).toHaveURL(new RegExp(`/destinations/${id}$`));
  });
});

test.describe('destination header and danger zone', () => {
  test('the Enabled toggle sends only is_enabled and the status follows', async ({ page }) => {
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}`);
    const toggle = page.getByRole('switch', { name: 'Enabled' });
    await expect(toggle).toBeChecked();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Enabled', { exact: true })).toBeVisible();

    const off = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByText('Enabled', { exact: true }).first().click();
    expect((await off).postDataJSON()).toEqual({ destination: { is_enabled: false } });
    await expect(toggle).not.toBeChecked();
    await expect(status.getByText('Disabled', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();

    const on = page.waitForRequest((r) => r.method() === 'PATCH');
    await toggle.focus();
    await page.keyboard.press('Space');
    expect((await on).postDataJSON()).toEqual({ destination: { is_enabled: true } });
    await expect(status.getByText('Enabled', { exact: true })).toBeVisible();
  });

  test('deleting a destination asks first, then leaves it gone from the list', async ({ page }) => {
    const all = await listDestinations(page);
    const victim = all.find((d) => d.vendor !== 'postgres') ?? all[0];
    if (!victim) throw new Error('no destinations seeded');
    await page.goto(`/destinations/${victim.id}/admin`);
    await page.getByRole('button', { name: 'Delete destination' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this destination? This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(page.getByRole('link', { name: victim.name, exact: true })).toHaveCount(0);
    const gone = await page.request.get(`/api/destinations/${victim.id}`);
    expect(gone.status()).toBe(404);
  });
});
