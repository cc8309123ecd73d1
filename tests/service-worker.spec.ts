import { expect, type Page, test } from '@playwright/test';
import { signInWithCode } from './support/auth.ts';
import { waitForOfflineShell } from './support/offline.ts';

/** Every cache of the origin with the paths it holds. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((req) => new URL(req.url).pathname);
    }
    return out;
  });

test('the service worker registers and precaches the app shell, but never the API', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((u) => /^\/assets\/.+\.js$/.test(u))).toBe(true);
  expect(cached.some((u) => u.startsWith('/api/'))).toBe(false);
});

test('signed in, the worker keeps vendor logos for offline use and still no API data', async ({ page }) => {
  // The first visit installs the worker; pages load through it once it controls them.
  await page.goto('/login');
  await waitForOfflineShell(page);
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/destinations');
  const logo = page.getByRole('table').locator('img[src*="/vendor-logos/"]').first();
  await expect(logo).toHaveJSProperty('complete', true);
  await expect
    .poll(async () => (await cachedPaths(page))['console-logos-v1']?.length ?? 0)
    .toBeGreaterThan(0);

  const caches = await cachedPaths(page);
  for (const name of Object.keys(caches)) {
    expect(name).toMatch(/^(workbox-precache-v2-|console-logos-v1$|console-guide-images-v1$)/);
  }
  const apiPaths = Object.values(caches)
    .flat()
    .filter((path) => path.startsWith('/api/'));
  for (const path of apiPaths) {
    expect(path).toMatch(/^\/api\/(public\/vendor-logos\/[\w-]+\.svg|docs\/images\/[\w-]+\.svg)$/);
  }
});

test('the server serves the shell and the worker uncached and hashed assets as immutable', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toContain('no-cache');
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['cache-control']).toContain('no-cache');
  const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset as string);
  expect(js.headers()['cache-control']).toContain('immutable');
  const config = await request.get('/config.json');
  expect(await config.json()).toEqual({ apiBaseUrl: '/api' });
});
