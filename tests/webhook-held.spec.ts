/**
 * Webhooks on a demo: saving is configuration, so a webhook of every delivery method is
 * created through the form with public URLs, PagerDuty and Datadog included; the demo delivers only to
 * this machine, so a failing transfer's deliveries to them are held, each recorded with the request it
 * would have sent (its URL up to the host, its key masked) to inspect, and nothing leaves. The URLs name reserved hosts or the
 * app's own constants (scripts/check-urls.mjs); none is ever contacted.
 */
import { expect, type Page, test } from '@playwright/test';
import { SLACK_WEBHOOK_HOST } from '../src/api/schemas/webhook.ts';
import { signInOncePerFile } from './support/auth.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { deleteJourneyWebhooks, JOURNEY_PREFIX } from './support/webhooks.ts';

const HELD_TEXT = 'Held: this demo delivers only to this machine';
const SECRETS = ['secretpart', 'abc-journey-token', 'get-journey-sig', 'journey-pd-key', 'journey-dd-key'];

interface Vendor {
  label: string;
  url?: string;
  apiKey?: string;
  /** The URL as the details and the held request show it. */
  shown: RegExp;
}

const VENDORS: Vendor[] = [
  {
    label: 'HTTP POST',
    url: 'https://receiver.example/hook?token=abc-journey-token',
    shown: /^https:\/\/receiver\.example\/…$/,
  },
  {
    label: 'HTTP GET',
    url: 'https://receiver.example/get?team=ops&sig=get-journey-sig',
    shown: /^https:\/\/receiver\.example\/…$/,
  },
  {
    label: 'Slack',
    url: `https://${SLACK_WEBHOOK_HOST}/services/T0/B0/secretpart`,
    shown: /^https:\/\/hooks\.slack\.com\/…$/,
  },
  { label: 'PagerDuty', apiKey: 'journey-pd-key', shown: /^https:\/\/events\.pagerduty\.com\// },
  { label: 'Datadog', apiKey: 'journey-dd-key', shown: /^https:\/\/http-intake\.logs\.datadoghq\.com\// },
];

const prod = { headers: { Environment: 'prod' } };

/** A postgres destination on a host that never resolves, and one transfer of it: it fails. */
async function failingTransfer(page: Page): Promise<string> {
  const recipients = await page.request.get('/api/recipients', prod);
  const recipientId = (await recipients.json()).data.recipients[0].id as string;
  const created = await page.request.post('/api/destinations', {
    ...prod,
    data: {
      destination: {
        vendor: 'postgres',
        name: `${JOURNEY_PREFIX} held failing ${Date.now()}`,
        recipient_id: recipientId,
        enabled_models: ['*'],
        frequency_minutes: 60,
        is_enabled: true,
        postgres: {
          host: 'db.held-journey.invalid',
          port: 5432,
          database: 'prod',
          schema: 'export',
          auth_method: 'password_auth',
          password_auth: { username: 'loader', password: 'journey-password' },
          use_ssh_tunnel: false,
          disable_ssl: false,
        },
      },
    },
  });
  expect(created.ok()).toBe(true);
  const id = (await created.json()).data.destination.id as string;
  const transfer = await page.request.post(`/api/destinations/${id}/transfer`, { ...prod, data: {} });
  expect(transfer.ok()).toBe(true);
  return id;
}

test.describe('webhooks on a demo', () => {
  let destinationId: string | undefined;
  signInOncePerFile();
  test.afterEach(async ({ page }) => {
    await deleteJourneyWebhooks(page);
    if (destinationId) await page.request.delete(`/api/destinations/${destinationId}`, prod);
  });

  test('a webhook of every delivery method is saved with public URLs; a failing transfer shows their deliveries held, each request inspectable', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const made: { vendor: Vendor; path: string }[] = [];
    for (const vendor of VENDORS) {
      await page.goto('/webhooks/new');
      await page.getByLabel('Name', { exact: true }).fill(`${JOURNEY_PREFIX} held ${vendor.label}`);
      await page.getByLabel('Delivery Method', { exact: true }).selectOption({ label: vendor.label });
      if (vendor.url) await page.getByLabel('URL', { exact: true }).fill(vendor.url);
      if (vendor.apiKey) await page.getByLabel('API Key', { exact: true }).fill(vendor.apiKey);
      await page.getByRole('group', { name: 'Transfer' }).getByLabel('transfer.error').check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Webhook created successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/webhooks\/[0-9a-f-]{36}$/);
      // The details show the URL up to its host (PagerDuty's and Datadog's public ones whole); no page
      // names a server setting.
      await expect(page.getByRole('region', { name: 'Details' }).getByText(vendor.shown)).toBeVisible();
      await expect(page.getByText(/WEBHOOK_EGRESS/)).toHaveCount(0);
      made.push({ vendor, path: new URL(page.url()).pathname });
    }

    destinationId = await failingTransfer(page);

    for (const { vendor, path } of made) {
      await page.goto(path);
      const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
      const held = deliveries.getByRole('row').filter({ hasText: HELD_TEXT });
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh deliveries' }).click();
        await expect(held).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(held).toContainText('transfer.error');
      await expect(held).toContainText('Held');
      await expect(held).toContainText('No response');

      // The disclosure is reached and opened by keyboard.
      const disclosure = held.getByText('Request it would have sent', { exact: true });
      await disclosure.focus();
      await page.keyboard.press('Enter');
      const request = held.locator('details');
      await expect(request).toHaveAttribute('open', '');
      const [method, url, headers, body] = await request.locator('dd').allTextContents();
      expect(method).toBe(vendor.label === 'HTTP GET' ? 'GET' : 'POST');
      expect(url).toMatch(vendor.shown);
      expect(headers).toMatch(/^X-Prequel-Webhook-Signature: [0-9a-f]{512}$/m);
      if (vendor.label === 'PagerDuty') expect(headers).toContain('Authorization: Token token=****');
      if (vendor.label === 'Datadog') expect(headers).toContain('DD-API-KEY: ****');
      // HTTP GET's event rides in its query, shown up to the host like the rest of the URL.
      if (vendor.label !== 'HTTP GET')
        expect(body).toContain(
          vendor.label === 'Slack' ? '"text": "[prod] transfer.error' : '"type": "transfer.error"',
        );
      for (const secret of SECRETS) expect(await page.content()).not.toContain(secret);
    }

    // A phone: the held request opens and reads without the page scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(made[0]?.path ?? '/webhooks');
    const held = page.getByRole('row').filter({ hasText: HELD_TEXT });
    await held.getByText('Request it would have sent', { exact: true }).click();
    await expect(held.getByText('X-Prequel-Webhook-Signature', { exact: false })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
