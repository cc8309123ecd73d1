import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { detailValue } from './support/detail.ts';
import { tunnelKeyChoices, uniqueSourceName } from './support/sources.ts';

const testButton = (page: Page) => page.getByRole('button', { name: 'Test Connection' });
const saveButton = (page: Page) => page.getByRole('button', { name: /^Save/ });

async function fillPostgres(page: Page, name: string, password: string) {
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
  await page.getByLabel('Source Name').fill(name);
  await page.getByLabel('Host', { exact: true }).fill('orders.journey.io');
  await page.getByLabel('Port', { exact: true }).fill('5432');
  await page.getByLabel('Database', { exact: true }).fill('orders');
  await page.getByLabel('Username', { exact: true }).fill('reader');
  await page.getByLabel('Password', { exact: true }).fill(password);
}

test.describe('sources', () => {
  signInOncePerFile();

  test('create a postgres source behind a passing connection test, edit its name, delete it', async ({
    page,
  }) => {
    const name = uniqueSourceName('Postgres');
    await page.goto('/sources');
    await page.getByRole('link', { name: 'Add source' }).click();
    await expect(page.getByRole('heading', { name: 'Add Source' })).toBeVisible();

    // Save waits for a passing test of exactly these values.
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByText('Test connection before saving.')).toBeVisible();

    // An empty required field stops the test before it is sent, and is focused.
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
    await testButton(page).click();
    await expect(page.getByLabel('Source Name')).toBeFocused();
    await expect(page.getByText('Source Name is required.')).toBeVisible();

    await fillPostgres(page, name, 'wrong-password');
    await testButton(page).click();
    await expect(page.getByText('Testing connection...')).toBeVisible();
    await expect(page.getByText(/Error connecting to source\. password authentication failed/)).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await page.getByLabel('Password', { exact: true }).fill('s3cret-reader');
    await testButton(page).click();
    await expect(page.getByText('Connection successful!')).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();

    // Any change resets the test.
    await page.getByLabel('Database', { exact: true }).fill('orders_v2');
    await expect(page.getByText('Connection successful!')).toHaveCount(0);
    await expect(saveButton(page)).toBeDisabled();
    await testButton(page).click();
    await expect(page.getByText('Connection successful!')).toBeVisible();

    const create = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/sources'));
    await saveButton(page).click();
    const sent = (await create).postDataJSON() as { source: Record<string, unknown> };
    expect(sent.source).toMatchObject({
      vendor: 'postgres',
      name,
      postgres: { host: 'orders.journey.io', port: 5432, database: 'orders_v2' },
    });

    await expect(page).toHaveURL(/\/sources\/[^/]+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Source created successfully!')).toBeVisible();
    await expect(detailValue(page, 'Vendor')).toHaveText('PostgreSQL');
    await expect(detailValue(page, 'Host')).toHaveText('orders.journey.io');
    await expect(detailValue(page, 'Database')).toHaveText('orders_v2');
    await expect(detailValue(page, 'Use SSH Tunnel')).toHaveText('No');
    await expect(page.getByRole('term').filter({ hasText: /^Password$/ })).toHaveCount(0);
    await expect(page.getByText('s3cret-reader')).toHaveCount(0);
    const id = new URL(page.url()).pathname.split('/')[2] as string;

    // The Connection tab tests the saved source; an unknown tab is the General one.
    await page.getByRole('link', { name: 'Connection', exact: true }).click();
    await testButton(page).click();
    await expect(page.getByText('Connection successful!')).toBeVisible();
    await page.goto(`/sources/${id}/no-such-tab`);
    await expect(page).toHaveURL(new RegExp(`/sources/${id}$`));

    // Edit: vendor and host are locked, the blank password keeps the stored one, only the name is sent.
    await page.getByRole('link', { name: 'Edit source' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Source' })).toBeVisible();
    await expect(page.getByLabel('Host', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Vendor', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    const renamed = `${name} renamed`;
    await page.getByLabel('Source Name').fill(renamed);
    await expect(saveButton(page)).toBeDisabled();
    const retest = page.waitForRequest((r) => r.url().endsWith(`/api/sources/${id}/test-connection`));
    await testButton(page).click();
    expect((await retest).postDataJSON()).toEqual({ source: { name: renamed } });
    await expect(page.getByText('Connection successful!')).toBeVisible();
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/api/sources/${id}`),
    );
    await saveButton(page).click();
    expect((await patch).postDataJSON()).toEqual({ source: { name: renamed } });
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText('Source updated successfully!')).toBeVisible();

    // The list shows the new name; deleting asks first and then it is gone.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sources' }).click();
    await expect(page.getByRole('link', { name: renamed })).toBeVisible();
    await page.getByRole('link', { name: renamed }).click();
    await page.getByRole('button', { name: 'Delete source' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete source' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/sources$/);
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
    // An id the server does not know goes back to the list.
    await page.goto('/sources/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/sources$/);
  });

  test('an SSH tunnel offers only the keys that exist and shows the chosen public key', async ({ page }) => {
    await page.goto('/sources/new');
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
    await page.getByRole('group', { name: 'Use SSH Tunnel' }).getByRole('radio', { name: 'Yes' }).check();

    const keySelect = page.getByLabel('SSH Key', { exact: true });
    const existing = (await tunnelKeyChoices(page)).filter((c) => !c.disabled).map((c) => c.key);
    expect(existing).toContain('primary');
    const offered = await keySelect
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered).toEqual(existing);

    await keySelect.selectOption('primary');
    const key = page.getByRole('textbox', { name: 'Primary SSH Public Key' });
    await expect(key).toHaveValue(/^ssh-rsa AAAA/);
    await expect(page.getByRole('button', { name: 'Copy Primary SSH Public Key' })).toBeVisible();

    // Leaving the tunnel hides the key again.
    await page.getByRole('group', { name: 'Use SSH Tunnel' }).getByRole('radio', { name: 'No' }).check();
    await expect(key).toHaveCount(0);
  });
});
