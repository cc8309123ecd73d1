import { expect, test } from '@playwright/test';
import { EXTERNAL_NAV_ITEMS } from '../src/app/shell/nav-items.ts';
import { listDestinations } from './support/api.ts';
import { signInOncePerFile } from './support/auth.ts';
import { createRecipient, listRecipients, uniqueRecipient } from './support/recipients.ts';

// The documentation site the console links to, from the app's own list: journeys write no off-machine URL.
const DOCS_URL = EXTERNAL_NAV_ITEMS.find((item) => item.label === 'Guides')?.href;

const UUID_PATH = /\/recipients\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

signInOncePerFile();

test.describe('recipients', () => {
  test('create a recipient, edit its name and products, then delete it', async ({ page }) => {
    const { name, idInProviderSystem } = uniqueRecipient('Create');
    await page.goto('/recipients');
    await expect(page.getByRole('table', { name: 'Recipients' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Recipient' }).click();
    await expect(page.getByRole('heading', { name: 'Add Recipient' })).toBeVisible();

    // Nothing filled in: every rule speaks, next to its field, and focus goes to the first.
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(page.getByText('Must select at least one product')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('ID in Provider System is required.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();

    // Name and id filled, still no product: the product rule alone.
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('ID in Provider System').fill(idInProviderSystem);
    await save.click();
    await expect(page.getByText('Must select at least one product')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeHidden();
    await page.getByRole('checkbox', { name: 'Billing' }).check();
    await expect(page.getByText('Must select at least one product')).toBeHidden();
    await save.click();

    await expect(page.getByText('Recipient created successfully!')).toBeVisible();
    await expect(page).toHaveURL(UUID_PATH);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(details.getByText(idInProviderSystem, { exact: true })).toBeVisible();
    await expect(details.getByText('Billing', { exact: true })).toBeVisible();
    const detailUrl = page.url();

    // Edit: the ID in Provider System is shown but locked; only what changed is sent.
    await page.getByRole('link', { name: 'Edit recipient' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Recipient' })).toBeVisible();
    const lockedId = page.getByLabel('ID in Provider System');
    await expect(lockedId).toHaveValue(idInProviderSystem);
    await expect(lockedId).toHaveAttribute('readonly', '');
    await expect(page.getByText(/cannot be changed after the recipient is created/)).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(`${name} Ltd`);
    await page.getByRole('checkbox', { name: 'Commerce' }).check();
    const patch = page.waitForRequest((r) => r.method() === 'PATCH');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toEqual({
      recipient: { name: `${name} Ltd`, products: ['Billing', 'Commerce'] },
    });
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByRole('heading', { name: `${name} Ltd`, level: 1 })).toBeVisible();
    await expect(details.getByText('Billing, Commerce', { exact: true })).toBeVisible();

    // Came from the edit: Back goes to the list, not into the form again.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/recipients$/);
    await expect(page.getByRole('link', { name: `${name} Ltd`, exact: true })).toBeVisible();

    await page.getByRole('link', { name: `${name} Ltd`, exact: true }).click();
    await page.getByRole('button', { name: 'Delete recipient' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this recipient? This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/recipients$/);
    await expect(page.getByRole('table', { name: 'Recipients' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${name} Ltd`, exact: true })).toHaveCount(0);
    const gone = await page.request.get(`/api${new URL(detailUrl).pathname}`, {
      headers: { Environment: 'prod' },
    });
    expect(gone.status()).toBe(404);
  });

  test('a taken ID in Provider System is marked on its field and the form keeps what was typed', async ({
    page,
  }) => {
    const [taken] = await listRecipients(page);
    if (!taken) throw new Error('no recipients seeded');
    await page.goto('/recipients/new');
    await page.getByLabel('Name', { exact: true }).fill('Duplicate Co');
    await page.getByLabel('ID in Provider System').fill(taken.id_in_provider_system);
    await page.getByRole('checkbox', { name: 'Billing' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const message = `A recipient with id_in_provider_system "${taken.id_in_provider_system}" already exists.`;
    await expect(page.getByLabel('ID in Provider System')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('form').getByText(message)).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Duplicate Co');
    await expect(page.getByRole('checkbox', { name: 'Billing' })).toBeChecked();
  });

  test('a recipient that still has destinations is not deleted, and the page says why', async ({ page }) => {
    const [destination] = await listDestinations(page);
    if (!destination) throw new Error('no destinations seeded');
    const recipientId = String(destination.recipient_id);
    await page.goto(`/recipients/${recipientId}`);
    await page.getByRole('button', { name: 'Delete recipient' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /still has \d+ destination/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipients/${recipientId}$`));
  });

  test('unknown ids go back to the list; malformed ids get a not-found page', async ({ page }) => {
    await page.goto('/recipients/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/recipients$/);
    await page.goto('/recipients/not-a-recipient');
    await expect(page.getByRole('heading', { name: 'Recipient not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to recipients' })).toBeVisible();
    await page.goto('/recipients/00000000-bufo-4000-8000-000000000000');
    await expect(page.getByRole('img', { name: /frog|bufo/i })).toBeVisible();
    const [one] = await listRecipients(page);
    if (!one) throw new Error('no recipients seeded');
    await page.goto(`/recipients/${one.id}/no-such-page`);
    await expect(page).toHaveURL(new RegExp(`/recipients/${one.id}$`));
  });
});

test.describe('recipient source credentials', () => {
  test('the page lists credentials by name (or says the feature is off), and a new one can be tested and added', async ({
    page,
  }) => {
    const recipient = await createRecipient(page, 'Cred');
    await page.goto('/recipients');
    await page.getByRole('link', { name: 'Source Credentials' }).click();
    await expect(page).toHaveURL(/\/recipients\/source-credentials$/);
    const table = page.getByRole('table', { name: 'Source credentials' });
    const notice = page.getByText('Recipient source credentials are not enabled on your account.', {
      exact: false,
    });
    await expect(table.or(notice)).toBeVisible();
    if (await table.isVisible()) {
      await expect(table.getByRole('columnheader', { name: 'Recipient Name' })).toBeVisible();
      await expect(table.getByText(/^\d+ credentials?$/)).toBeVisible();
    } else {
      await expect(page.getByRole('link', { name: /documentation/ })).toHaveAttribute('href', DOCS_URL ?? '');
    }

    await page.getByRole('button', { name: 'Add credential' }).click();
    const form = page.getByRole('form', { name: 'Add credential' });
    await form.getByRole('button', { name: 'Save credential' }).click();
    await expect(form.getByText('Recipient is required.')).toBeVisible();
    await expect(form.getByText('Password is required.')).toBeVisible();

    const username = `${recipient.id_in_provider_system.replaceAll('-', '_')}_reader`;
    await form.getByLabel('Recipient', { exact: true }).selectOption({ label: recipient.name });
    await form.getByLabel('Source', { exact: true }).selectOption({ label: 'Billing Postgres' });
    await form.getByLabel('Username', { exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Test credential' }).click();
    await expect(form.getByRole('status')).toContainText(username);
    await form.getByLabel('Password', { exact: true }).fill('s3cret-journey');
    await expect(form.getByRole('status')).toBeEmpty();
    await form.getByRole('button', { name: 'Test credential' }).click();
    await expect(form.getByText('Connection successful!')).toBeVisible();

    await form.getByRole('button', { name: 'Save credential' }).click();
    await expect(page.getByText('Source credential created successfully!')).toBeVisible();
    await expect(form).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText(recipient.name);
    await expect(row).toContainText('Billing Postgres');
  });
});
