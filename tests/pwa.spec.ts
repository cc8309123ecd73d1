/**
 * The console as an installed app: Chromium's own installability verdict and manifest reading, the
 * precache covering the whole build (every route chunk), and an update deployed while a tab is open.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { chromiumPath } from './support/chromium.ts';
import { waitForOfflineShell } from './support/offline.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';

/** The build the shared server serves (playwright.config.ts / start-server.ts use the same variable). */
const DIST = resolve(process.env.DIST_DIR ?? 'dist');
/** Build B of the update journey: made by scripts/test-all.sh with another BUILD_ID. */
const NEXT_DIST = resolve(process.env.NEXT_DIST_DIR ?? '.tmp-dist/next');
const NEXT_BUILD_ID = 'next';

const buildId = (page: Page) => page.locator('meta[name="app-build"]').getAttribute('content');

/** The URLs the worker precaches, read from the built worker (vite-plugin-pwa injects them as JSON). */
function precacheManifest(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string);
}

test('Chromium finds the console installable and reads its manifest', async ({ baseURL }, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'console-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: config.use?.launchOptions?.args ?? [],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const fields = JSON.parse(manifest.data ?? '{}');
    expect(fields).toMatchObject({
      id: '/',
      name: 'Prequel Console',
      short_name: 'Prequel',
      start_url: '/overview',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#fcfcfd',
    });
    const icons = fields.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);

    // Polled: Chromium decides once the worker controls the page and the icons have loaded.
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
        { timeout: 15_000 },
      )
      .toEqual([]);

    // Served as a manifest, revalidated on every load, and every icon a real PNG of its size.
    const res = await page.request.get('/manifest.webmanifest');
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    for (const icon of [...icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = await page.request.get(icon.src);
      expect(png.headers()['content-type'], icon.src).toBe('image/png');
      const body = await png.body();
      expect(body.subarray(1, 4).toString(), icon.src).toBe('PNG');
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
    // Brand blue in light, the dark canvas in dark (index.html; public/first-paint.js picks one).
    await expect(page.locator('meta[name="theme-color"][data-scheme="light"]')).toHaveAttribute(
      'content',
      '#1d4ed8',
    );
    await expect(page.locator('meta[name="theme-color"][data-scheme="dark"]')).toHaveAttribute(
      'content',
      '#111113',
    );
    testInfo.annotations.push({ type: 'manifest', description: JSON.stringify(fields) });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the worker precaches the app shell, the manifest, the icons and every route chunk', async () => {
  const entries = precacheManifest(DIST);
  const assets = readdirSync(join(DIST, 'assets')).map((file) => `assets/${file}`);
  // autoCodeSplitting gives each route its own chunks; every one must open offline.
  expect(assets.filter((a) => a.endsWith('.js')).length).toBeGreaterThan(20);
  for (const asset of assets) expect(entries, asset).toContain(asset);
  for (const file of [
    'index.html',
    // Sets light or dark before the first paint, offline too (public/first-paint.js).
    'first-paint.js',
    'manifest.webmanifest',
    'icon-192.png',
    'icon-512.png',
    'icon-maskable-512.png',
  ]) {
    expect(entries, file).toContain(file);
  }
  // Nothing outside the build is listed (a stale or wrong entry fails the worker's install).
  for (const entry of entries) expect(existsSync(join(DIST, entry)), entry).toBe(true);
  const kb = entries.reduce((sum, entry) => sum + statSync(join(DIST, entry)).size, 0) / 1024;
  test.info().annotations.push({
    type: 'precache',
    description: `${entries.length} entries, ${kb.toFixed(0)} KB`,
  });
  console.log(`precache: ${entries.length} entries, ${kb.toFixed(0)} KB`);
});

test.describe('an update', () => {
  let server: OwnServer | undefined;
  let served: string | undefined;

  test.beforeAll(async () => {
    if (!existsSync(join(NEXT_DIST, 'sw.js'))) {
      throw new Error(
        `Build B of the update journey is missing (${NEXT_DIST}/sw.js). Build it with ` +
          `\`BUILD_ID=${NEXT_BUILD_ID} npx vite build --outDir ${NEXT_DIST}\` (scripts/test-all.sh does).`,
      );
    }
    // The journey's own copy of build A, so replacing it disturbs no other journey.
    served = mkdtempSync(join(tmpdir(), 'console-update-'));
    cpSync(DIST, served, { recursive: true });
    server = await startOwnServer(served);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (served) rmSync(served, { recursive: true, force: true });
  });

  test('an update built and served while a tab is open shows the prompt, Reload brings the new version', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const origin = server?.url as string;
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    const before = await buildId(page);
    expect(before).toBeTruthy();
    expect(before).not.toBe(NEXT_BUILD_ID);
    await waitForOfflineShell(page);

    // Deploy build B under the open tab.
    const dir = served as string;
    for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    cpSync(NEXT_DIST, dir, { recursive: true });

    // Coming back to the tab checks for a new version.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const reload = prompt.getByRole('button', { name: 'Reload' });
    const box = await prompt.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    // Never forced: build B's worker sits installed and waiting (a forced update would have activated
    // it), and the tab keeps running build A until the user chooses.
    const waitingState = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
    await expect.poll(waitingState).toBe('installed');
    expect(await buildId(page)).toBe(before);

    await reload.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => buildId(page), { timeout: 20_000 }).toBe(NEXT_BUILD_ID);
    await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    await expect(prompt).toBeHidden();
  });
});
