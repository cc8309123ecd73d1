/**
 * The accessibility sweeps' routes (tests/a11y.spec.ts, tests/a11y-dark.spec.ts): every route of the
 * signed-in console with real ids from the seed, how to tell each has its content, and the command
 * palette's open state.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { healthyPostgres, jobsOf } from './api.ts';
import { expectAccessible } from './axe.ts';
import { someRecipient } from './magic-links.ts';
import { listWebhooks } from './webhooks.ts';

const PROD = { Environment: 'prod' };

/** The command palette open with results (Ctrl+K, a search), checked, then closed. */
export async function expectPaletteAccessible(page: Page, label: string) {
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: 'Search' }).fill('postgres');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectAccessible(page, label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
}

export interface Route {
  label: string;
  url: string;
  /** What shows once the page has its content (defaults to its level-1 heading). */
  ready?: (page: Page) => Locator;
}

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

export async function visit(page: Page, route: Route) {
  await page.goto(route.url);
  await expect((route.ready ?? h1)(page)).toBeVisible();
}

/** A finished transfer and a data integrity check of the destination (one is started if it has none). */
async function firstOf<T>(page: Page, path: string, key: string): Promise<T> {
  const res = await page.request.get(`/api${path}`, { headers: PROD });
  expect(res.ok()).toBe(true);
  const first = ((await res.json()) as { data: Record<string, T[]> }).data[key]?.[0];
  if (!first) throw new Error(`The seed has nothing at ${path}`);
  return first;
}

/** Every route of the signed-in console, with real ids from the seed. */
export async function signedInRoutes(page: Page): Promise<Route[]> {
  const destination = await healthyPostgres(page);
  const { transferId, integrityId } = await jobsOf(page, destination.id);
  const source = await firstOf<{ id: string }>(page, '/sources', 'sources');
  const model = await firstOf<{ id: string }>(page, '/models?page_size=1', 'models');
  const productsRes = await page.request.get('/api/export/products?page_size=100', { headers: PROD });
  const { products } = (
    (await productsRes.json()) as { data: { products: { id: string; is_system_product: boolean }[] } }
  ).data;
  const product = products.find((p) => !p.is_system_product) ?? products[0];
  const recipient = await someRecipient(page);
  const [webhook] = await listWebhooks(page);
  if (!product || !webhook) throw new Error('The seed has no product or no webhook');
  const d = `/destinations/${destination.id}`;
  const table = (name: string) => (p: Page) => p.getByRole('table', { name, exact: true });
  return [
    { label: 'overview: alerts', url: '/overview', ready: table('Alerts') },
    { label: 'overview: successes', url: '/overview/successes' },
    { label: 'destinations', url: '/destinations', ready: table('Destinations') },
    { label: 'new destination', url: '/destinations/new' },
    {
      label: 'destination: general',
      url: d,
      ready: (p) => p.getByRole('heading', { name: 'Details', exact: true }),
    },
    { label: 'destination: activity', url: `${d}/activity`, ready: table('Activity') },
    { label: 'destination: connection', url: `${d}/connection` },
    { label: 'destination: admin', url: `${d}/admin` },
    { label: 'destination: edit', url: `${d}/edit` },
    { label: 'transfer', url: `${d}/transfers/${transferId}`, ready: table('Model Summary') },
    { label: 'integrity check', url: `${d}/integrity/${integrityId}`, ready: table('Models Compared') },
    { label: 'sources', url: '/sources' },
    { label: 'new source', url: '/sources/new' },
    { label: 'source: general', url: `/sources/${source.id}` },
    { label: 'source: connection', url: `/sources/${source.id}/connection` },
    { label: 'source: edit', url: `/sources/${source.id}/edit` },
    { label: 'models', url: '/models' },
    { label: 'model', url: `/models/${model.id}` },
    { label: 'products', url: '/models/products' },
    { label: 'product', url: `/models/products/${product.id}` },
    { label: 'new product', url: '/models/products/new' },
    { label: 'product: edit', url: `/models/products/${product.id}/edit` },
    { label: 'recipients', url: '/recipients', ready: table('Recipients') },
    { label: 'new recipient', url: '/recipients/new' },
    { label: 'recipient', url: `/recipients/${recipient.id}` },
    { label: 'recipient: edit', url: `/recipients/${recipient.id}/edit` },
    { label: 'source credentials', url: '/recipients/source-credentials' },
    { label: 'magic links', url: '/magic-links/active' },
    { label: 'new magic link', url: '/magic-links/new' },
    { label: 'webhooks', url: '/webhooks' },
    { label: 'new webhook', url: '/webhooks/new' },
    { label: 'webhook', url: `/webhooks/${webhook.id}` },
    { label: 'webhook: edit', url: `/webhooks/${webhook.id}/edit` },
    { label: 'settings', url: '/settings' },
    {
      label: 'setup guide page, at a section',
      url: '/guides/s3?section=2',
      ready: (p) => p.getByRole('button', { expanded: true }).first(),
    },
    { label: 'teapot', url: '/teapot', ready: (p) => p.getByRole('img', { name: /teapot/i }) },
    {
      label: 'bufo (unknown id)',
      url: '/models/00000000-bufo-4000-8000-000000000000',
      ready: (p) => p.getByRole('img').first(),
    },
  ];
}
