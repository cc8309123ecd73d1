import { expect, type Page, type Request, test } from '@playwright/test';
import { signInOncePerFile, signInWithCode, userMenu } from './support/auth.ts';
import { everythingStored } from './support/storage.ts';

const ORG_ID = 'acme-analytics';

/** Names of what remains on the device: databases, caches, and console keys of localStorage. */
async function whatRemains(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
    caches: await caches.keys(),
    localStorage: Object.keys(localStorage),
  }));
}

test.describe('safe storage', () => {
  test('a typed password is stored nowhere; Logout wipes the console and signs the other tab out', async ({
    page,
  }, testInfo) => {
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/overview$/);
    const name = `Journey Storage ${Date.now()}`;
    const password = `Pw-${Date.now().toString(36)}-never-stored-7Q`;

    // Fill the form as a person would, secret included, until a draft of it is kept.
    await page.goto('/destinations');
    await page.getByRole('link', { name: 'Add Destination' }).click();
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
    await page.getByLabel('Destination Name').fill(name);
    await page.getByLabel('Recipient', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Host', { exact: true }).fill('db.storage-journey.io');
    await page.getByLabel('Port', { exact: true }).fill('5432');
    await page.getByLabel('Database', { exact: true }).fill('analytics');
    await page.getByLabel('Schema', { exact: true }).fill('export');
    await page.getByLabel('Password', { exact: true }).fill(password);
    const username = `writer_${Date.now().toString(36)}`;
    await page.getByLabel('Username', { exact: true }).fill(username);
    // The draft that holds the username, typed after the password, was made with the password in the form.
    await expect.poll(() => everythingStored(page), { timeout: 15_000 }).toContain(username);
    expect(await everythingStored(page)).not.toContain(password);

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connection successful!')).toBeVisible();
    await page.getByRole('button', { name: /^Save/ }).click();
    const dialog = page
      .getByRole('alertdialog', { name: 'Send data to new destination' })
      .or(page.getByRole('dialog', { name: 'Send data to new destination' }));
    await dialog.getByRole('textbox').fill(ORG_ID);
    await dialog.getByRole('button', { name: /send data|create|confirm/i }).click();
    await expect(page).toHaveURL(/\/destinations$/);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // The scan sees what the console saved (the new destination), and the password is not in it.
    await expect.poll(() => everythingStored(page), { timeout: 15_000 }).toContain(name);
    const stored = await everythingStored(page);
    expect(stored).toContain('idb console-cache:');
    expect(stored).not.toContain(password);

    // A second tab of the same browser, signed in through the shared session.
    const second = await page.context().newPage();
    await second.goto('/destinations');
    await expect(second.getByRole('link', { name })).toBeVisible();
    expect(await everythingStored(second)).not.toContain(password);
    await second.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const secondTabCalls: Request[] = [];
    second.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) secondTabCalls.push(request);
    });

    const before = await whatRemains(page);
    expect(before.databases.filter((db) => db.startsWith('console-')).length).toBeGreaterThan(0);
    testInfo.annotations.push({ type: 'stored before Logout', description: JSON.stringify(before) });

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The other tab follows at once: /login, no reload, no call to the server.
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByRole('button', { name: 'Continue with email' })).toBeVisible();
    expect(await second.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(secondTabCalls.map((request) => request.url())).toEqual([]);

    // Nothing of the console remains: no database, no runtime cache, no stored key.
    await expect
      .poll(async () => {
        const left = await whatRemains(page);
        return [
          ...left.databases.filter((db) => db.startsWith('console-')),
          ...left.caches.filter((cache) => cache.startsWith('console-')),
          ...left.localStorage.filter((key) => key.startsWith('console.')),
        ];
      })
      .toEqual([]);
    const left = await whatRemains(page);
    // Kept on purpose (no user data): the precache of the public app build, and workbox's expiry times.
    testInfo.annotations.push({ type: 'left after Logout', description: JSON.stringify(left) });
    for (const db of left.databases) expect(db).toBe('workbox-expiration');
    for (const cache of left.caches) expect(cache).toMatch(/^workbox-precache-/);
    await second.close();
  });

  test.describe('a session it does not end', () => {
    signInOncePerFile();

    test('a newer console upgrading the offline copy in another tab: this tab says so, keeps working, Reload', async ({
      page,
    }) => {
      await page.goto('/destinations');
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

      // What a newer console does in another tab: open this user's database at a higher version.
      const upgraded = await page.evaluate(async () => {
        const name = (await indexedDB.databases()).find((db) => db.name?.startsWith('console-cache:'))?.name;
        if (!name) return null;
        const request = indexedDB.open(name, 1000);
        await new Promise((resolve, reject) => {
          request.onsuccess = resolve;
          request.onerror = () => reject(request.error);
        });
        request.result.close();
        return name;
      });
      expect(upgraded).toMatch(/^console-cache:[0-9a-f]{16}:prod$/);

      const toast = page
        .getByRole('region', { name: /notifications/i })
        .or(page.locator('[data-scope=toast]'));
      await expect(page.getByText(/A newer version of the console was opened in another tab/)).toBeVisible();
      await expect(page.getByText(/Everything still works online\. Reload this tab/)).toBeVisible();
      // Online, the console still works: the next page loads.
      await page.getByRole('link', { name: 'Add Destination' }).click();
      await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();

      await page.evaluate(() => {
        (window as unknown as { beforeReload: boolean }).beforeReload = true;
      });
      await toast.getByRole('button', { name: 'Reload' }).first().click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
        )
        .toBe(false);
      await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();
      await expect(page.getByText(/A newer version of the console was opened/)).toHaveCount(0);
    });
  });
});
