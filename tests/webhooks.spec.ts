import { expect, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';
import {
  deleteJourneyWebhooks,
  firstSource,
  journeyName,
  PAGERDUTY_URL,
  receiver,
} from './support/webhooks.ts';

/** A reserved name (never anyone's): typed to see the URL memory, never saved. */
const OFF_MACHINE_URL = 'https://hooks.journey.example/in';

test.describe('webhooks', () => {
  signInOncePerFile();
  test.afterEach(async ({ page }) => {
    await deleteJourneyWebhooks(page);
  });

  test('PagerDuty locks its URL and needs an API key; an HTTP POST webhook is created, renamed, deleted', async ({
    page,
  }) => {
    const hook = await receiver();
    const name = journeyName();
    const renamed = `${name} renamed`;
    await page.goto('/webhooks');
    await page.getByRole('link', { name: 'Add Webhook' }).click();
    await expect(page.getByRole('heading', { name: 'Add Webhook' })).toBeVisible();

    const method = page.getByLabel('Delivery Method', { exact: true });
    const url = page.getByLabel('URL', { exact: true });
    await page.getByLabel('Name', { exact: true }).fill(name);
    await method.selectOption({ label: 'HTTP POST' });
    await url.fill(OFF_MACHINE_URL);
    // PagerDuty delivers to its fixed address: shown, locked; the typed URL comes back afterwards.
    await method.selectOption({ label: 'PagerDuty' });
    await expect(url).toHaveValue(PAGERDUTY_URL);
    await expect(url).not.toBeEditable();
    await method.selectOption({ label: 'HTTP POST' });
    await expect(url).toHaveValue(OFF_MACHINE_URL);
    await expect(url).toBeEditable();

    await method.selectOption({ label: 'PagerDuty' });
    await page.getByRole('group', { name: 'Transfer' }).getByLabel('transfer.error').check();
    await page.getByRole('button', { name: 'Save' }).click();
    const apiKey = page.getByLabel('API Key', { exact: true });
    await expect(page.getByText('API Key is required for PagerDuty.')).toBeVisible();
    await expect(apiKey).toBeFocused();
    await expect(apiKey).toHaveAttribute('aria-invalid', 'true');
    await apiKey.fill('journey-routing-key');
    await method.selectOption({ label: 'HTTP POST' });

    // A receiver on this machine is saved.
    await url.fill(`${hook.base}/in`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webhook created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/webhooks\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('HTTP POST', { exact: true })).toBeVisible();
    // The URL is a secret as a whole: shown up to its host until revealed, online, on request.
    const shown = `${new URL(hook.base).origin}/…`;
    await expect(details.getByText(shown, { exact: true })).toBeVisible();
    await expect(details.getByText(`${hook.base}/in`)).toHaveCount(0);
    await details.getByRole('button', { name: 'Reveal URL' }).click();
    await expect(details.getByText(`${hook.base}/in`, { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy webhook URL' })).toBeVisible();
    await details.getByRole('button', { name: 'Hide URL' }).click();
    await expect(details.getByText(shown, { exact: true })).toBeVisible();
    await expect(details.getByText('transfer.error', { exact: true })).toBeVisible();
    await expect(page.getByText('journey-routing-key')).toHaveCount(0);

    await page.getByRole('link', { name: 'Edit webhook' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Webhook' })).toBeVisible();
    await expect(page.getByLabel('Delivery Method', { exact: true })).not.toBeEditable();
    // The form says how the stored URL is kept; a rename leaves it as it is.
    await expect(url).toHaveValue(shown);
    await expect(url).toHaveAccessibleDescription(/leave it as it is to keep the stored one/);
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webhook updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Reveal URL' }).click();
    await expect(details.getByText(`${hook.base}/in`, { exact: true })).toBeVisible();

    // Back after an edit goes to the list, which has the renamed webhook.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    const table = page.getByRole('table', { name: 'Webhooks' });
    await table.getByRole('link', { name: renamed }).click();
    await page.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(table).toBeVisible();
    await expect(table.getByText(renamed)).toHaveCount(0);
    await hook.close();
  });

  test('an HTTP POST webhook to a local receiver records a failed delivery and its retry', async ({
    page,
  }) => {
    // A real endpoint on this machine: it answers the first delivery with 503, the retry with 200.
    const hook = await receiver([503]);
    const name = journeyName();
    await page.goto('/webhooks/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Delivery Method', { exact: true }).selectOption({ label: 'HTTP POST' });
    await page.getByLabel('URL', { exact: true }).fill(`${hook.base}/hook`);
    await page.getByRole('group', { name: 'Source' }).getByLabel('export_source.updated').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webhook created successfully!')).toBeVisible();

    // Any source change is an event: save a source's own name back.
    const source = await firstSource(page);
    const patched = await page.request.patch(`/api/sources/${source.id}`, {
      headers: { Environment: 'prod' },
      data: { source: { name: source.name } },
    });
    expect(patched.ok()).toBe(true);
    await expect.poll(() => hook.received.length, { timeout: 20_000 }).toBe(2);
    expect(JSON.parse(hook.received[1]?.body ?? '{}')).toMatchObject({ type: 'export_source.updated' });

    await page.getByRole('button', { name: 'Refresh deliveries' }).click();
    const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
    await expect(deliveries.getByRole('row', { name: /export_source\.updated 1 Failed 503/ })).toBeVisible();
    await expect(
      deliveries.getByRole('row', { name: /export_source\.updated 2 Succeeded 200/ }),
    ).toBeVisible();
    await hook.close();

    await page.goto('/webhooks');
    const table = page.getByRole('table', { name: 'Webhooks' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Webhook Name',
      'Delivery Method',
      'URL',
      'Events',
      'Created At',
    ]);
    await expect(table.getByRole('row', { name: new RegExp(`${name} HTTP POST`) })).toBeVisible();

    await page.goto('/webhooks/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  });
});
