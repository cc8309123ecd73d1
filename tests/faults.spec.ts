/**
 * The fault matrix (issue 24 point 3, TESTING.md "Faults"): the console against the real server behind a
 * faulty network (support/fault-proxy.ts). One server and one proxy for the file; each fault ends before
 * the next test.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInWithCode } from './support/auth.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';

let proxy: FaultProxy;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  proxy = await startFaultProxy(() => server?.url ?? 'http://127.0.0.1:9');
  // Behind the proxy as behind any reverse proxy: the server is told the origin the pages use.
  server = await startOwnServer('dist', {
    PUBLIC_ORIGIN: proxy.url,
    CODE_REQUESTS_PER_EMAIL: '1000',
    CODE_REQUESTS_PER_ADDRESS: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.stop();
});

test.afterEach(() => proxy.set({ kind: 'none' }));

/** Uncaught errors and unhandled rejections of the page (Chromium reports both as page errors). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the API answers 503 for 10 s: the screen says what failed, then heals by itself', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: proxy.url });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('table').first()).toBeVisible();

  proxy.set({ kind: 'status', status: 503 });
  const faultEnds = Date.now() + 10_000;
  await page.getByRole('link', { name: 'Sources' }).first().click();
  await expect(main.getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(/Failed to fetch sources\./);
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  // What was seen before the fault is still there.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(main.getByRole('table').first()).toBeVisible();
  await page.getByRole('link', { name: 'Sources' }).first().click();
  await expect(main.getByRole('alert')).toHaveText(/Failed to fetch sources\./);
  expect(proxy.faulted.status).toBeGreaterThan(0);

  await expect.poll(() => Date.now() >= faultEnds, { timeout: 15_000, intervals: [250] }).toBe(true);
  proxy.set({ kind: 'none' });
  // No click, no reload: the screen asks again by itself (app/query-client.ts, healInterval).
  await expect(main.getByRole('alert')).toBeHidden({ timeout: 30_000 });
  await expect(main.getByRole('list', { name: 'Sources' }).getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
