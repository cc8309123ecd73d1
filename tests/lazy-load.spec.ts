/**
 * Parts of the console that load on demand, in a real engine: the overview's chart
 * draws when the browser names its language "C" (what WebKit says under LANG=C; uPlot's chunk threw while
 * loading and the card stayed empty), and a chunk that does not load (the chart's, a page's) says so with
 * "Try again", which loads the same chunk again once the network answers. The service worker is blocked:
 * it would answer the chunks from its precache, past the page's request routing.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';

test.use({ serviceWorkers: 'block' });
signInOncePerFile();

const BAR_PLOT_CHUNK = /\/assets\/bar-plot-[\w-]+\.js$/;
const TEAPOT_CHUNK = /\/assets\/teapot-[\w-]+\.js$/;

const chartCard = (page: Page) => page.getByRole('region', { name: 'Rows transferred, last 30 days' });

/** Uncaught errors and unhandled rejections of the page, gathered from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the chart draws when the browser says its language is "C"', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'language', { get: () => 'C', configurable: true });
    Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['C'], configurable: true });
  });
  const errors = pageErrors(page);
  await page.goto('/overview');
  await expect(chartCard(page).locator('canvas')).toBeVisible();
  await expect(chartCard(page).getByRole('alert')).toHaveCount(0);
  // The engine does refuse "C"; the chart's code gave navigator a valid language before uPlot read it.
  const refused = await page.evaluate(() => {
    try {
      new Intl.NumberFormat('C');
      return 'accepted';
    } catch (error) {
      return String(error);
    }
  });
  expect(refused).toMatch(/^RangeError/);
  expect(await page.evaluate(() => [navigator.language, navigator.languages])).toEqual(['en-US', ['en-US']]);
  expect(errors).toEqual([]);
});

test('a chart whose code does not load says so, and Try again draws it', async ({ page }) => {
  await page.route(BAR_PLOT_CHUNK, (route) => route.abort('internetdisconnected'));
  const errors = pageErrors(page);
  await page.goto('/overview');
  const failed = chartCard(page).getByRole('alert');
  await expect(failed).toContainText('Failed to load the chart.');
  await expect(chartCard(page).locator('canvas')).toHaveCount(0);
  // The day-by-day numbers are still there for screen readers.
  await expect(
    chartCard(page).getByRole('table', { name: 'Rows transferred per day' }).locator('tbody tr'),
  ).toHaveCount(30);

  await page.unroute(BAR_PLOT_CHUNK);
  const retry = failed.getByRole('button', { name: 'Try again' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(chartCard(page).locator('canvas')).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page whose code does not load says so at 390 px, and Try again shows it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(TEAPOT_CHUNK, (route) => route.abort('internetdisconnected'));
  // The router reloads the page once for a chunk that failed (lazyRouteComponent); it fails again.
  await page.goto('/teapot');
  const failed = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(failed).toContainText('Failed to load this page.');
  await expect(failed).not.toContainText('dynamically imported module');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.unroute(TEAPOT_CHUNK);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: "I'm a teapot" })).toBeVisible();
  await expect(failed).toHaveCount(0);
});
