import { expect, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { detailValue } from './support/detail.ts';

const ORG_ID = 'acme-analytics';

test.describe('destination form', () => {
  signInOncePerFile();

  test('create a postgres destination with password auth and an SSH tunnel, then edit it sparsely', async ({
    page,
  }) => {
    const name = `Journey Postgres ${Date.now()}`;
    await page.goto('/destinations');
    await page.getByRole('link', { name: 'Add Destination' }).click();
    await expect(page.getByRole('heading', { name: 'Add Destination' })).toBeVisible();

    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
    await page.getByLabel('Destination Name').fill(name);
    await page.getByLabel('Recipient', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Host', { exact: true }).fill('db.journey.invalid');
    await page.getByLabel('Port', { exact: true }).fill('5432');
    await page.getByLabel('Database', { exact: true }).fill('analytics');
    await page.getByLabel('Schema', { exact: true }).fill('export');
    await page.getByLabel('Username', { exact: true }).fill('prequel_writer');
    await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
    await page.getByRole('group', { name: 'Use SSH Tunnel' }).getByText('Yes').click();
    await page.getByLabel('SSH Tunnel Host').fill('bastion.journey.io');
    await page.getByLabel('SSH Tunnel Port').fill('22');
    await page.getByLabel('SSH Tunnel Username').fill('prequel');
    // The recipient's generated key is shown for their bastion's authorized_keys.
    await expect(page.getByText(/ssh-rsa AAAA/).first()).toBeVisible();

    const save = page.getByRole('button', { name: /^Save/ });
    await expect(save).toBeDisabled();
    await expect(page.getByText('Test connection before saving.')).toBeVisible();

    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Error connecting to destination.')).toBeVisible();
    await expect(page.getByText(/could not translate host name "db\.journey\.invalid"/)).toBeVisible();
    await expect(save).toBeDisabled();

    await page.getByLabel('Host', { exact: true }).fill('db.journey.io');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connection successful!')).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();

    const dialog = page
      .getByRole('alertdialog', { name: 'Send data to new destination' })
      .or(page.getByRole('dialog', { name: 'Send data to new destination' }));
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: /send data|create|confirm/i });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('acme');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill(ORG_ID);
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(/\/destinations$/);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    const value = (term: string) => detailValue(page, term);
    await expect(value('Use SSH Tunnel')).toHaveText('Yes');
    await expect(value('Sync Frequency')).toHaveText('Default org frequency');
    await expect(value('SSH Public Key')).toContainText('ssh-rsa AAAA');
    // The password is neither listed nor shown anywhere.
    await expect(details.getByRole('term').filter({ hasText: /^Password$/ })).toHaveCount(0);
    await expect(page.getByText('s3cret-pass')).toHaveCount(0);
    const id = new URL(page.url()).pathname.split('/')[2] as string;

    // Edit: only the changed field is sent, and the blank password is not.
    await page.goto(`/destinations/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Destination' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.getByLabel('Schema', { exact: true }).fill('export_v2');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connection successful!')).toBeVisible();
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith(`/destinations/${id}`),
    );
    await page.getByRole('button', { name: /^Save/ }).click();
    expect((await patch).postDataJSON()).toEqual({ destination: { postgres: { schema: 'export_v2' } } });
    await expect(page).toHaveURL(new RegExp(`/destinations/${id}$`));
    await expect(value('Schema')).toHaveText('export_v2');
  });
});
