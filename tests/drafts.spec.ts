/**
 * Forms offline and across reloads: a form being filled keeps its draft across a reload, the
 * password excepted (and the password is nowhere in IndexedDB); offline every write control of a form or
 * a Danger Zone is disabled with the reason, typing goes on, and back online the controls work again.
 */
import { expect, test } from '@playwright/test';
import { healthyPostgres } from './support/api.ts';
import { signInOncePerFile } from './support/auth.ts';
import { indexedDbText } from './support/storage.ts';
import { firstSource } from './support/webhooks.ts';

const OFFLINE_REASON = 'You are offline. Changes can be made once you are back online.';
const RESTORED = 'Restored your unsaved draft.';

test.describe('drafts and writes offline', () => {
  signInOncePerFile();

  test('a new destination comes back after a reload without its password, which is stored nowhere', async ({
    page,
  }) => {
    const name = `Drafted Postgres ${Date.now()}`;
    const password = `draft-secret-${Date.now()}`;
    await page.goto('/destinations/new');
    await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
    await page.getByLabel('Destination Name').fill(name);
    await page.getByLabel('Host', { exact: true }).fill('db.drafted.example');
    await page.getByLabel('Username', { exact: true }).fill('draft_writer');
    await page.getByLabel('Password', { exact: true }).fill(password);

    await expect.poll(() => indexedDbText(page)).toContain(name);
    expect(await indexedDbText(page)).not.toContain(password);

    await page.reload();
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue('postgres');
    await expect(page.getByLabel('Destination Name')).toHaveValue(name);
    await expect(page.getByLabel('Host', { exact: true })).toHaveValue('db.drafted.example');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('draft_writer');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await indexedDbText(page)).not.toContain(password);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByLabel('Destination Name')).toHaveValue('');
    await expect(page.getByText(RESTORED)).toHaveCount(0);
    await expect.poll(() => indexedDbText(page)).not.toContain(name);
  });

  test('offline, an edit form keeps what is typed but cannot test or save until back online', async ({
    page,
    context,
  }) => {
    const destination = await healthyPostgres(page);
    await page.goto(`/destinations/${destination.id}/edit`);
    const form = page.getByRole('form', { name: 'Edit destination' });
    const schema = form.getByLabel('Schema', { exact: true });
    await expect(schema).toBeEditable();
    await schema.fill('offline_schema');
    const testButton = form.getByRole('button', { name: 'Test Connection' });
    const save = form.getByRole('button', { name: /^Save/ });
    await expect(testButton).toBeEnabled();

    await context.setOffline(true);
    await expect(testButton).toBeDisabled();
    await expect(save).toBeDisabled();
    await expect(form.getByText(OFFLINE_REASON)).toBeVisible();
    await expect(testButton).toHaveAccessibleDescription(OFFLINE_REASON);
    await expect(save).toHaveAccessibleDescription(new RegExp(OFFLINE_REASON.replaceAll('.', '\\.')));
    await form.getByLabel('Database', { exact: true }).fill('offline_database');
    await expect(schema).toHaveValue('offline_schema');

    await context.setOffline(false);
    await expect(testButton).toBeEnabled();
    await expect(form.getByText(OFFLINE_REASON)).toHaveCount(0);
    await expect(schema).toHaveValue('offline_schema');
    await expect(form.getByLabel('Database', { exact: true })).toHaveValue('offline_database');
    await testButton.click();
    await expect(form.getByText('Connection successful!')).toBeVisible();
    await expect(save).toBeEnabled();
  });

  test('offline, a Danger Zone delete is disabled with the reason', async ({ page, context }) => {
    const source = await firstSource(page);
    await page.goto(`/sources/${encodeURIComponent(source.id)}`);
    const remove = page.getByRole('button', { name: 'Delete source' });
    await expect(remove).toBeEnabled();

    await context.setOffline(true);
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(OFFLINE_REASON);
    await expect(page.getByRole('listitem').filter({ has: remove }).getByText(OFFLINE_REASON)).toBeVisible();

    await context.setOffline(false);
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(page.getByRole('alertdialog', { name: 'Delete source' })).toBeVisible();
  });
});
