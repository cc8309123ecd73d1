import { expect, test } from '@playwright/test';

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
