import { expect, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import { createMagicLinkViaApi, linkUrlOf, magicLinkRow, someRecipient } from './support/magic-links.ts';

test.describe('magic links', () => {
  signInOncePerFile();

  test('generate a link, onboard through it signed out, and see it submitted', async ({ page, browser }) => {
    const stamp = Date.now();
    const linkName = `Journey link ${stamp}`;
    const destinationName = `Onboarded Postgres ${stamp}`;
    const recipient = await someRecipient(page);

    await page.goto('/magic-links');
    await expect(page).toHaveURL(/\/magic-links\/active$/);
    await page.getByRole('link', { name: 'Generate Link' }).click();
    await expect(page.getByRole('heading', { name: 'Generate Magic Link' })).toBeVisible();

    // Submitting empty names what is missing, next to each field, and focuses the first.
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Recipient is required.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Name', { exact: true }).fill(linkName);
    await page
      .getByLabel('Recipient', { exact: true })
      .selectOption({ label: `${recipient.name} (${recipient.id_in_provider_system})` });
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'PostgreSQL' });
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByText('Host is required.')).toBeVisible();
    await page.getByLabel('Host', { exact: true }).fill(`db.onboard-${stamp}.io`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Generate this magic link?' });
    await expect(confirm).toContainText(recipient.name);
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/magic-links',
    );
    await confirm.getByRole('button', { name: 'Generate' }).click();
    const linkId = ((await (await created).json()) as { data: { magic_link: { id: string } } }).data
      .magic_link.id;
    await expect(page.getByText('Magic Link created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/magic-links\/active$/);

    const row = magicLinkRow(page, linkName);
    await expect(row).toContainText('Active');
    await expect(row).toContainText(/(7 days 0 hours|6 days 23 hours)/);
    await expect(row).toContainText(recipient.id_in_provider_system);
    await expect(row).toContainText(`db.onboard-${stamp}.io`);
    const url = await linkUrlOf(row);
    await expect(page.getByTestId('created-magic-link')).toHaveText(url);
    // After a reload only the id is left (history state); the notice reads the link from GET /magic-links/{id}.
    const read = page.waitForResponse(
      (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/magic-links/${linkId}`,
    );
    await page.reload();
    expect((await read).ok()).toBe(true);
    await expect(page.getByTestId('created-magic-link')).toHaveText(url);

    // The recipient opens the link in a browser that has never signed in.
    const visitor = await browser.newContext();
    const onboard = await visitor.newPage();
    await onboard.goto(url);
    await expect(onboard).toHaveURL(url);
    await expect(onboard.getByRole('heading', { name: 'Set up your PostgreSQL destination' })).toBeVisible();
    await expect(onboard.getByText('Acme Analytics').first()).toBeVisible();
    await expect(onboard.getByText(recipient.name).first()).toBeVisible();
    await expect(onboard.getByRole('navigation')).toHaveCount(0);
    const vendor = onboard.getByLabel('Vendor', { exact: true });
    await expect(vendor).toHaveValue('PostgreSQL');
    await expect(vendor).toHaveAttribute('readonly', '');
    const host = onboard.getByLabel('Host', { exact: true });
    await expect(host).toHaveValue(`db.onboard-${stamp}.io`);
    await expect(host).toHaveAttribute('readonly', '');

    await onboard.getByLabel('Destination Name').fill(destinationName);
    await onboard.getByLabel('Port', { exact: true }).fill('5432');
    await onboard.getByLabel('Database', { exact: true }).fill('analytics');
    await onboard.getByLabel('Schema', { exact: true }).fill('export');
    await onboard.getByLabel('Username', { exact: true }).fill('loader');
    await onboard.getByLabel('Password', { exact: true }).fill('wrong-password');
    const submit = onboard.getByRole('button', { name: /^Submit/ });
    await expect(submit).toBeDisabled();
    await onboard.getByRole('button', { name: 'Test connection' }).click();
    await expect(onboard.getByText('Error connecting to destination.')).toBeVisible();
    await onboard.getByLabel('Password', { exact: true }).fill('s3cret-value');
    await onboard.getByRole('button', { name: 'Test connection' }).click();
    await expect(onboard.getByText('Connection successful!')).toBeVisible();
    await submit.click();
    await expect(onboard.getByRole('heading', { name: 'Your destination is set up' })).toBeVisible();

    // Back in the console: the link is used, and the destination exists under the typed name.
    await page.reload();
    await expect(magicLinkRow(page, linkName)).toContainText('Submitted');
    await page.goto('/destinations');
    await expect(page.getByRole('link', { name: destinationName })).toBeVisible();

    // The link cannot be used twice.
    await onboard.goto(url);
    await expect(onboard.getByRole('heading', { name: 'This magic link was already used' })).toBeVisible();
    await expect(
      onboard.getByText(
        'This magic link was already used to set up a destination. Ask Acme Analytics for a new link to set up another one.',
      ),
    ).toBeVisible();
    await expect(onboard.getByLabel('Password', { exact: true })).toHaveCount(0);
    await visitor.close();
  });

  test('delete a link from its row menu', async ({ page }) => {
    const linkName = `Delete me ${Date.now()}`;
    const recipient = await someRecipient(page);
    await createMagicLinkViaApi(page, linkName, recipient.id);

    await page.goto('/magic-links/unknown/path');
    await expect(page).toHaveURL(/\/magic-links\/active$/);
    const row = magicLinkRow(page, linkName);
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: `Actions for ${linkName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete Magic Link' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Magic Link' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Magic Link deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('an unknown link explains itself to a signed-out visitor', async ({ browser }) => {
    const visitor = await browser.newContext();
    const onboard = await visitor.newPage();
    await onboard.goto('/onboard/not-a-real-token');
    await expect(onboard).toHaveURL(/\/onboard\/not-a-real-token$/);
    await expect(onboard.getByRole('heading', { name: 'This magic link does not work' })).toBeVisible();
    await expect(
      onboard.getByText('This magic link does not exist or was deleted. Ask for a new link.'),
    ).toBeVisible();
    await visitor.close();
  });
});
