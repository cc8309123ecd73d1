import { expect, type Request, test } from '@playwright/test';
import { signInOncePerFile, signInWithCode, userMenu } from './support/auth.ts';

test.describe('shell', () => {
  signInOncePerFile();

  test('switching to staging shows staging data and every API call carries Environment: staging', async ({
    page,
  }) => {
    await page.goto('/overview');
    await page.getByRole('link', { name: 'Destinations' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const prodNames = await rows.allInnerTexts();

    const apiCalls: Request[] = [];
    await page.getByRole('radiogroup', { name: 'Environment' }).getByText('Staging').click();
    // Counted from the switch on: the background keeping of the overview's alerts may still have been
    // reading prod until the click, rightly (it stops the moment another environment is chosen).
    page.on('request', (r) => {
      // API calls (fetch); logos and guide images are plain image loads of public files.
      if (r.resourceType() === 'fetch' && new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r);
    });
    await expect(page.getByRole('radio', { name: 'Staging' })).toBeChecked();
    await expect.poll(async () => (await rows.allInnerTexts()).join('|')).not.toBe(prodNames.join('|'));
    const stagingNames = await rows.allInnerTexts();
    expect(stagingNames.slice(1).some((n) => prodNames.includes(n))).toBe(false);

    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(
      page.getByRole('tab', { name: /Alerts/ }).or(page.getByRole('link', { name: /Alerts/ })),
    ).toBeVisible();
    expect(apiCalls.length).toBeGreaterThan(1);
    for (const call of apiCalls) expect(await call.headerValue('environment'), call.url()).toBe('staging');

    // The choice is remembered across a reload.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Staging' })).toBeChecked();
  });

  test('invalid page sizes in the URL show the spec toasts and use the default', async ({ page }) => {
    await page.goto('/destinations?page_size=abc');
    await expect(page.getByText('Invalid page size value: "abc" is not a number.')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(31, { timeout: 15_000 });
    await page.goto('/destinations?page_size=0');
    await expect(page.getByText('Page size cannot be less than 1.')).toBeVisible();
    await page.goto('/destinations?page_size=500');
    await expect(page.getByText('Page size cannot be greater than 100.')).toBeVisible();
  });

  test('toasts can be dismissed', async ({ page }) => {
    await page.goto('/destinations?page_size=abc');
    const toast = page.getByText('Invalid page size value: "abc" is not a number.');
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss notification' }).first().click();
    await expect(toast).toBeHidden();
  });

  test('/teapot shows the teapot', async ({ page }) => {
    await page.goto('/teapot');
    await expect(page.getByRole('img', { name: /teapot/i })).toBeVisible();
  });

  test('settings shows the organisation read-only', async ({ page }) => {
    await page.goto('/overview');
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(page.getByRole('main').getByText('Acme Analytics')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });
});

// These end the session they use: each signs in for itself.
test.describe('shell: the session ends', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('logout returns to /login and protected pages are no longer reachable', async ({ page }) => {
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/destinations');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const status = await page.request.get('/api/auth-status');
    expect(status.status()).toBe(401);
  });

  test('a 401 mid-session sends the user to /login and back to where they were', async ({ page }) => {
    await page.goto('/destinations?page_size=10');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    // The session ends on the server (expired elsewhere); the next call gets a 401.
    const apiHeaders = { 'X-Prequel-Api-Version': '2023-12-01', Environment: 'prod' };
    expect((await page.request.get('/api/logout', { headers: apiHeaders })).ok()).toBe(true);
    // The next call: Refresh's, unless one the console makes in the background met the 401 first and
    // /login is already shown (CI saw it once). Clicked in the page, so a button gone with that redirect
    // is not waited for: a locator's click waited for it until the test's timeout.
    await page.getByRole('button', { name: 'Refresh' }).evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLButtonElement).click();
    });
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/destinations\?page_size=10$/);
  });
});
