import { expect, type Page, test } from '@playwright/test';
import { signInOncePerFile } from './support/auth.ts';

/** The window is the main area's scroller (app-shell.tsx). */
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('scroll on path change', () => {
  signInOncePerFile();

  test('the main area is at the top after every path change, back and forward included', async ({ page }) => {
    // A short window, so that the destinations list scrolls.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/destinations');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(31, { timeout: 15_000 });
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);

    await page.getByRole('link', { name: 'Webhooks' }).first().click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/destinations$/);
    await expect(rows).toHaveCount(31);
    // Give a restoring router its render to move the window back down before looking.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    await expect.poll(() => scrollY(page)).toBe(0);

    // Forward, from a scrolled page, lands at the top too.
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
    await page.goForward();
    await expect(page).toHaveURL(/\/webhooks$/);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
    );
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
