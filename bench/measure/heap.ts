/**
 * JS heap after visiting every route once in one tab, as a long session would: the app is loaded on
 * /overview, then every route is opened by in-app navigation (no page load), each waiting until its
 * requests have settled; then a forced garbage collection and the used heap (CDP Performance metrics).
 * Each run is a new context.
 */
import type { Page } from '@playwright/test';
import { navigateInApp, settled, trackRequests } from '../in-app.ts';
import { apiGet, type Session, signedInContext } from '../session.ts';

const MIB = 1024 * 1024;

type Listed<K extends string> = Record<K, { id: string }[]>;

async function firstId<K extends string>(page: Page, path: string, key: K): Promise<string> {
  const list = await apiGet<Listed<K>>(page, `${path}?page_size=1`);
  const id = list[key][0]?.id;
  if (!id) throw new Error(`GET /api${path} listed nothing: the seed lacks ${key}.`);
  return id;
}

/** Every page of the console a signed-in user can open, with real ids from the seed. */
async function routes(page: Page): Promise<string[]> {
  const destination = await firstId(page, '/destinations', 'destinations');
  type Entry = { type: string; id: string };
  const activity = await apiGet<{ activity_logs: Entry[] }>(
    page,
    `/destinations/${destination}/activity?page_size=100`,
  );
  const transfer = activity.activity_logs.find((e) => e.type === 'transfer')?.id;
  const integrity = activity.activity_logs.find((e) => e.type === 'data_integrity')?.id;
  const source = await firstId(page, '/sources', 'sources');
  const model = await firstId(page, '/models', 'models');
  const product = await firstId(page, '/export/products', 'products');
  const recipient = await firstId(page, '/recipients', 'recipients');
  const webhook = await firstId(page, '/webhooks', 'webhooks');
  const d = `/destinations/${destination}`;
  return [
    '/overview/successes',
    '/destinations',
    d,
    `${d}/activity`,
    `${d}/connection`,
    `${d}/admin`,
    ...(transfer ? [`${d}/transfers/${transfer}`] : []),
    ...(integrity ? [`${d}/integrity/${integrity}`] : []),
    `${d}/edit`,
    '/destinations/new',
    '/sources',
    `/sources/${source}`,
    `/sources/${source}/connection`,
    `/sources/${source}/edit`,
    '/sources/new',
    '/models',
    `/models/${model}`,
    '/models/products',
    `/models/products/${product}`,
    `/models/products/${product}/edit`,
    '/models/products/new',
    '/recipients',
    `/recipients/${recipient}`,
    `/recipients/${recipient}/edit`,
    '/recipients/new',
    '/recipients/source-credentials',
    '/magic-links',
    '/magic-links/active',
    '/magic-links/new',
    '/webhooks',
    `/webhooks/${webhook}`,
    `/webhooks/${webhook}/edit`,
    '/webhooks/new',
    '/settings',
    '/overview',
  ];
}

/** One tour in a new context: the used JS heap at its end, in MiB. */
export async function heapAfterTour(session: Session): Promise<number> {
  const context = await signedInContext(session);
  try {
    const page = await context.newPage();
    const inFlight = trackRequests(page);
    await page.goto('/overview');
    await settled(page, inFlight);
    for (const path of await routes(page)) {
      await navigateInApp(page, path);
      await settled(page, inFlight);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Chromium reported no JSHeapUsedSize.');
    return used / MIB;
  } finally {
    await context.close();
  }
}
