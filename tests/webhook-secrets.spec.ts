/**
 * A webhook URL is a secret as a whole: after a session that creates webhooks of every
 * delivery method and every URL form an attack round passed through masking by pattern, reads them in
 * the list, the details and the held deliveries, reveals one, and leaves an edit with a new URL typed
 * as a draft, no secret is in the server's database, its WAL or its log, nor in the browser's
 * IndexedDB, Cache Storage or localStorage. Against a server of the file's own, so its files can be read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Cookie, expect, test } from '@playwright/test';
import { SECRET_URLS } from '../src/api/wire/webhook-url-forms.ts';
import { signedInCookies } from './support/auth.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';
import { everythingStored } from './support/storage.ts';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const prod = { headers: { Environment: 'prod' } };
const API_KEYS = { PagerDuty: 'pagerduty-key-token-91', Datadog: 'datadog-key-token-92' };
const DRAFT_TOKEN = 'draft-typed-token-93';
/** Every secret of the session: each URL form's token, the API keys, the URL typed into a draft. */
const SECRETS = [
  ...Object.values(SECRET_URLS).map(({ url }) => url.match(/[\w-]*-token-\d+/)?.[0] ?? url),
  ...Object.values(API_KEYS),
  DRAFT_TOKEN,
];
const FORMS = Object.entries(SECRET_URLS);
/** Typed into the form, one delivery method each; the other URL forms are created through the API. */
const THROUGH_THE_FORM = [
  { label: 'HTTP POST', form: 'Discord id and token' },
  { label: 'HTTP GET', form: 'semicolon-separated parameter' },
  { label: 'Slack', form: 'Slack host with a trailing dot' },
  { label: 'PagerDuty', apiKey: API_KEYS.PagerDuty },
  { label: 'Datadog', apiKey: API_KEYS.Datadog },
];

let server: OwnServer;
let cookies: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await startOwnServer(DIST);
  cookies = await signedInCookies(browser, { baseURL: server.url });
});
test.afterAll(() => server?.stop());

test('no webhook secret of any vendor or URL form is stored in clear, by the server or the browser', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  await context.addCookies(cookies);
  const page = await context.newPage();

  for (const { label, form, apiKey } of THROUGH_THE_FORM) {
    await page.goto('/webhooks/new');
    await page.getByLabel('Name', { exact: true }).fill(`Secret ${label}`);
    await page.getByLabel('Delivery Method', { exact: true }).selectOption({ label });
    if (form) await page.getByLabel('URL', { exact: true }).fill(SECRET_URLS[form]?.url ?? '');
    if (apiKey) await page.getByLabel('API Key', { exact: true }).fill(apiKey);
    await page.getByRole('group', { name: 'Recipient' }).getByLabel('recipient.created').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Webhook created successfully!')).toBeVisible();
    if (form) {
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details.getByText(SECRET_URLS[form]?.shown ?? '', { exact: true })).toBeVisible();
    }
  }
  const typed = new Set(THROUGH_THE_FORM.map(({ form }) => form));
  for (const [i, [form, { url }]] of FORMS.filter(([form]) => !typed.has(form)).entries()) {
    const vendor = ['generic_post', 'generic_get', 'slack'][i % 3];
    const res = await page.request.post('/api/webhooks', {
      ...prod,
      data: { webhook: { name: `Secret ${form}`, vendor, url, events: ['recipient.created'] } },
    });
    expect(res.ok(), form).toBe(true);
  }

  // An event for every one of them: deliveries to this machine are made, the others held.
  const recipient = await page.request.post('/api/recipients', {
    ...prod,
    data: {
      recipient: { name: 'Secret hooks', id_in_provider_system: 'secret-hooks', products: ['Billing'] },
    },
  });
  expect(recipient.ok()).toBe(true);

  await page.goto('/webhooks');
  const table = page.getByRole('table', { name: 'Webhooks' });
  for (const { shown } of Object.values(SECRET_URLS)) {
    await expect(table.getByText(shown, { exact: true }).first()).toBeVisible();
  }
  // Each one's details and deliveries, as the console keeps them for offline reading.
  const held = FORMS.find(([, { url }]) => !url.startsWith('http://127.0.0.1'))?.[0] ?? '';
  for (const name of [`Secret ${held}`, 'Secret PagerDuty', 'Secret HTTP POST']) {
    await page.goto('/webhooks');
    await table.getByRole('link', { name, exact: true }).click();
    const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh deliveries' }).click();
      await expect(deliveries.getByRole('row').filter({ hasText: 'recipient.created' })).toHaveCount(1, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
  }
  const deliveries = page.getByRole('table', { name: 'Recent deliveries' });
  await deliveries.getByText('Request it would have sent', { exact: true }).click();
  await expect(deliveries.locator('details dd').nth(1)).toHaveText(
    SECRET_URLS['Discord id and token']?.shown ?? '',
  );

  // Revealed once, on screen: the whole URL, then hidden again.
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: 'Reveal URL' }).click();
  await expect(
    details.getByText(SECRET_URLS['Discord id and token']?.url ?? '', { exact: true }),
  ).toBeVisible();

  // An edit with a new URL typed, left as a draft.
  await page.getByRole('link', { name: 'Edit webhook' }).click();
  await page.getByLabel('URL', { exact: true }).fill(`https://draft.partner.example/in?key=${DRAFT_TOKEN}`);
  await expect
    .poll(() => everythingStored(page), { timeout: 15_000 })
    .toContain('https://draft.partner.example/…');
  await page.goto('/webhooks');
  await expect(table).toBeVisible();
  // What the console saved of the screens above (the list with every webhook among it).
  await expect.poll(() => everythingStored(page), { timeout: 15_000 }).toContain('Secret Zapier path');

  const stored = await everythingStored(page);
  const files = readdirSync(server.dataDir)
    .filter((file) => file.startsWith('console.sqlite'))
    .map((file) => ({ file, bytes: readFileSync(join(server.dataDir, file)) }));
  expect(files.map(({ file }) => file)).toContain('console.sqlite-wal');
  const log = server.log();
  expect(log).toContain('[webhook]');
  for (const secret of SECRETS) {
    expect(stored, `${secret} in the browser's storage`).not.toContain(secret);
    expect(log, `${secret} in the server's log`).not.toContain(secret);
    for (const { file, bytes } of files) expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
  }
  await context.close();
});
