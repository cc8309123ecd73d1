/**
 * Read-only offline: pages visited online render from this user's snapshot after a reload
 * offline, each with the age of its data, under the offline banner; writes are disabled with the reason;
 * a page never visited says it is not saved; back online the data refreshes by itself. Staging and prod
 * keep their own snapshots, and another user signing in on the same device never sees the last one's.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { healthyPostgres, jobsOf, listDestinations } from './support/api.ts';
import {
  SSO_EMAIL,
  SSO_PASSWORD,
  signInAtProvider,
  signInOncePerFile,
  startSso,
  userMenu,
} from './support/auth.ts';
import { goOffline, waitForOfflineShell, waitUntilSaved } from './support/offline.ts';

const OFFLINE_WRITE_REASON = 'You are offline. Changes can be made once you are back online.';
const NOT_SAVED = 'You are offline and this page is not saved on this device yet.';
const BANNER =
  /^You are offline\. Showing data as of (\w{3} \d{1,2}, )?\d{2}:\d{2} — changes are disabled\.$/;
const DATA_AGE = /^Data as of (\w{3} \d{1,2}, )?\d{2}:\d{2}$/;

const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

test.describe('offline', () => {
  signInOncePerFile();

  test('pages visited online read offline with their age, writes are disabled, and back online they refresh', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/overview');
    await waitForOfflineShell(page);
    const destination = await healthyPostgres(page);
    const unvisited = (await listDestinations(page)).find((d) => d.id !== destination.id);
    if (!unvisited) throw new Error('The seed has a single destination');
    const { transferId, integrityId } = await jobsOf(page, destination.id);
    const base = `/destinations/${destination.id}`;
    const pages = {
      overview: '/overview',
      general: base,
      activity: `${base}/activity`,
      transfer: `${base}/transfers/${transferId}`,
      integrity: `${base}/integrity/${integrityId}`,
    };

    // Online: visit each page once; each one's snapshot row is written within a second.
    await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
    await waitUntilSaved(page, 'prod', '"destinations","overview"]');
    await page.goto(pages.general);
    await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
    await waitUntilSaved(page, 'prod', `"destinations","detail","${destination.id}"]`);
    await page.goto(pages.activity);
    await expect(page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1)).toBeVisible();
    await waitUntilSaved(page, 'prod', `"destinations","detail","${destination.id}","activity"`);
    await page.goto(pages.transfer);
    await expect(page.getByRole('table', { name: 'Model Summary' })).toBeVisible();
    await waitUntilSaved(page, 'prod', `"transfers","detail","${transferId}"]`);
    await page.goto(pages.integrity);
    await expect(page.getByRole('table', { name: 'Models Compared' })).toBeVisible();
    await waitUntilSaved(page, 'prod', `"integrity","detail","${destination.id}","${integrityId}"]`);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText(DATA_AGE)).toHaveCount(0);

    await goOffline(context, page);
    await page.goto(pages.overview);
    await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
    await expect(banner(page)).toHaveText(BANNER);
    await expect(page.getByText(DATA_AGE).first()).toBeVisible();
    const restoreMs = await page.evaluate(
      () => performance.getEntriesByName('console:restore')[0]?.duration ?? -1,
    );
    test.info().annotations.push({ type: 'restore ms (demo snapshot)', description: restoreMs.toFixed(0) });
    console.log(`[offline] snapshot restored before the first render in ${restoreMs.toFixed(0)} ms`);

    const contentOf: Record<string, () => Locator> = {
      [pages.general]: () => page.getByRole('heading', { name: 'Details', exact: true }),
      [pages.activity]: () => page.getByRole('table', { name: 'Activity' }).getByRole('row').nth(1),
      [pages.transfer]: () => page.getByRole('table', { name: 'Model Summary' }),
      [pages.integrity]: () => page.getByRole('table', { name: 'Models Compared' }),
    };
    for (const [url, content] of Object.entries(contentOf)) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();
      await expect(content()).toBeVisible();
      await expect(banner(page)).toHaveText(BANNER);
      await expect(page.getByText(DATA_AGE).first()).toBeVisible();
      const syncNow = page.getByRole('button', { name: 'Sync Now', exact: true });
      await expect(syncNow).toBeDisabled();
      await expect(syncNow).toHaveAccessibleDescription(OFFLINE_WRITE_REASON);
      await expect(page.getByRole('button', { name: 'More sync options' })).toBeDisabled();
      const enabled = page.getByRole('switch', { name: 'Enabled' });
      await expect(enabled).toBeDisabled();
      await expect(enabled).toHaveAccessibleDescription(OFFLINE_WRITE_REASON);
      await expect(page.getByText(OFFLINE_WRITE_REASON).first()).toBeVisible();
    }
    await page.goto(`${base}/admin`);
    const integrityCheck = page.getByRole('button', { name: 'Run data integrity check' });
    await expect(integrityCheck).toBeDisabled();
    await expect(integrityCheck).toHaveAccessibleDescription(OFFLINE_WRITE_REASON);
    await expect(page.getByRole('button', { name: 'Force full refresh' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete destination' })).toBeDisabled();

    // Never visited: a destination opens from the overview's entry, but what that entry does
    // not hold, and pages never visited, say so plainly, with no endless spinner.
    await page.goto(`/destinations/${unvisited.id}`);
    await expect(page.getByRole('heading', { name: unvisited.name })).toBeVisible();
    // Its Connection tab is the edit form when the background passes have saved the form's lists (the
    // form definition, recipients, models), else it says it is not saved: never a spinner.
    await page.goto(`/destinations/${unvisited.id}/connection`);
    await expect(
      page.getByRole('form', { name: 'Edit destination' }).or(page.getByText(NOT_SAVED)),
    ).toBeVisible();
    await page.goto('/sources');
    await expect(page.getByText(NOT_SAVED)).toBeVisible();

    // The destination changes on the server while this browser is offline.
    await page.goto(pages.general);
    await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();
    const renamed = `${destination.name} (renamed offline)`;
    const rename = (name: string) =>
      context.request.patch(`/api/destinations/${destination.id}`, {
        headers: { Environment: 'prod' },
        data: { destination: { name } },
      });
    expect((await rename(renamed)).ok()).toBe(true);
    try {
      await context.setOffline(false);
      // Back online: the banner goes and the page refreshes by itself, without a reload.
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
      await expect(page.getByText(DATA_AGE)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sync Now', exact: true })).toBeEnabled();
      await expect(page.getByRole('switch', { name: 'Enabled' })).toBeEnabled();
    } finally {
      expect((await rename(destination.name)).ok()).toBe(true);
    }
  });

  test('prod and staging offline each show only their own saved data', async ({ page, context }) => {
    await page.goto('/overview');
    await waitForOfflineShell(page);
    const environmentSwitch = page.getByRole('radiogroup', { name: 'Environment' });
    const firstName = async () =>
      (
        await page
          .getByRole('table', { name: 'Destinations' })
          .getByRole('row')
          .nth(1)
          .getByRole('cell')
          .first()
          .textContent()
      )?.trim() ?? '';

    await page.goto('/destinations');
    await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row').nth(1)).toBeVisible();
    const prodName = await firstName();
    await environmentSwitch.getByText('Staging').click();
    await expect(page.getByRole('radio', { name: 'Staging' })).toBeChecked();
    await expect(page.getByRole('main').getByText(prodName, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Destinations' }).getByRole('row').nth(1)).toBeVisible();
    const stagingName = await firstName();
    expect(stagingName).not.toBe(prodName);
    await waitUntilSaved(page, 'prod', '"destinations","list"');
    await waitUntilSaved(page, 'staging', '"destinations","list"');

    await goOffline(context, page);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Staging' })).toBeChecked();
    await expect(page.getByRole('main').getByText(stagingName, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(prodName, { exact: true })).toHaveCount(0);
    await expect(banner(page)).toHaveText(BANNER);

    // Switching offline is local (a view choice, not a change): prod's own snapshot, nothing of staging.
    await environmentSwitch.getByText('Production').click();
    await expect(page.getByRole('radio', { name: 'Production' })).toBeChecked();
    await expect(page.getByRole('main').getByText(prodName, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(stagingName, { exact: true })).toHaveCount(0);
    await expect(page.getByText(DATA_AGE).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByText(prodName, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(stagingName, { exact: true })).toHaveCount(0);

    // Back online the server learns the choice made offline: a reload stays in prod.
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Production' })).toBeChecked();
    await expect
      .poll(async () => {
        const res = await context.request.get('/api/auth-status');
        return ((await res.json()) as { data: { environment: string } }).data.environment;
      })
      .toBe('prod');
  });

  test('another user signing in on the same device never sees the last one’s data', async ({
    page,
    context,
  }) => {
    await page.goto('/overview');
    await waitForOfflineShell(page);
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}`);
    await expect(page.getByRole('heading', { name: destination.name })).toBeVisible();
    await waitUntilSaved(page, 'prod', `"destinations","detail","${destination.id}"]`);

    // The demo user's session ends on the server (it expires; nobody signed out on this device).
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login/);

    // Offline now, the sign-in screen says why it cannot help, and the last user's data stays hidden.
    await goOffline(context, page);
    await page.goto(`/destinations/${destination.id}`);
    await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Signing in needs an internet connection' }),
    ).toBeVisible();
    await expect(page.getByText(destination.name)).toHaveCount(0);
    await context.setOffline(false);

    // Another person signs in with SSO and opens only the overview.
    await startSso(page, SSO_EMAIL);
    await signInAtProvider(page, SSO_EMAIL, SSO_PASSWORD);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
    await waitUntilSaved(page, 'prod', '"destinations","overview"');

    // Offline, the page the demo user saved is not this user's: it is not shown. The destination opens
    // from this user's own overview; its Connection tab is this user's form once their own
    // background passes saved the form's lists, else not saved.
    await goOffline(context, page);
    await page.goto(`/destinations/${destination.id}/connection`);
    await expect(
      page.getByRole('form', { name: 'Edit destination' }).or(page.getByText(NOT_SAVED)),
    ).toBeVisible();
    await expect(userMenu(page, SSO_EMAIL)).toBeVisible();
    await context.setOffline(false);
  });
});
