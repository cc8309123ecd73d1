/**
 * The server's security headers as a browser enforces them: the console runs under
 * its Content-Security-Policy without a single violation on any screen, and no other page can frame it.
 */
import { expect, type Page, test } from '@playwright/test';
import { listDestinations } from './support/api.ts';
import { AREA_PAGES } from './support/area-pages.ts';
import { SSO_EMAIL, SSO_PASSWORD, signInAtProvider, signInWithCode, startSso } from './support/auth.ts';

/** Every CSP violation the page reports, from the DOM event (it fires for blocked and report-only). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations ?? []);
}

test('every screen of the console runs under the CSP without a violation', async ({ page }) => {
  const violations: string[] = [];
  const read = await recordViolations(page);
  const collect = async () => {
    violations.push(...(await read()).map((v) => `${new URL(page.url()).pathname}: ${v}`));
  };
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  // The chart (uPlot's inline styles and canvas) and the tables.
  await expect(page.getByRole('table').first()).toBeVisible();
  const destination = (await listDestinations(page))[0];
  expect(destination).toBeDefined();
  const paths = [
    '/overview/successes',
    '/destinations',
    `/destinations/${destination?.id}`,
    `/destinations/${destination?.id}/activity`,
    `/destinations/${destination?.id}/connection`,
    ...AREA_PAGES,
  ];
  for (const path of paths) {
    await collect();
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }
  // Overlays position and animate themselves: the user menu, the sync menu and its dialog.
  await page.goto(`/destinations/${destination?.id}`);
  await page.getByRole('button', { name: 'More sync options' }).click();
  await page.getByRole('menuitem', { name: 'Select models to sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select models to sync' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /demo@example\.com/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await collect();
  // The setup guide: markdown, its images (enlarged in the lightbox) and vendor logos.
  await page.goto('/destinations/new');
  await page.getByRole('button', { name: 'Documentation' }).click();
  const guide = page.getByRole('complementary', { name: 'Setup Guide' });
  await guide.getByRole('button', { name: 'Expand all' }).click();
  const image = guide
    .getByRole('button', { name: /^Enlarge image/ })
    .first()
    .getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  await image.click();
  await page.getByRole('button', { name: 'Close image' }).click();
  await collect();
  expect(violations).toEqual([]);
});

test('the demo OpenID provider’s page keeps to its own policy (its one style by hash) and hands back to the console', async ({
  page,
}) => {
  const read = await recordViolations(page);
  await startSso(page, SSO_EMAIL);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  // Styled by its inline <style>: a blocked one would leave the browser's grey default button.
  await expect(signIn).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  expect(await read()).toEqual([]);
  await signInAtProvider(page, SSO_EMAIL, SSO_PASSWORD);
  await expect(page).toHaveURL(/\/overview$/);
  expect(await read()).toEqual([]);
});

test('no other page can frame the console', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes("frame-ancestors 'none'")) refusals.push(message.text());
  });
  await page.setContent(`<iframe title="framed console" src="${baseURL}/login"></iframe>`);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  const framed = page.frameLocator('iframe[title="framed console"]');
  await expect(framed.getByText('Sign in to the product')).toHaveCount(0);
});
