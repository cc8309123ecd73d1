/**
 * Accessibility in the dark theme: the online sweep of tests/a11y.spec.ts again, with the
 * theme chosen by the system setting as a first visit would find it (public/first-paint.js). Its offline
 * faces and overlays share their colours with the pages checked here.
 */
import { expect, test } from '@playwright/test';
import { expectPaletteAccessible, signedInRoutes, visit } from './support/a11y-routes.ts';
import { signedInCookies, userMenu } from './support/auth.ts';
import { expectAccessible } from './support/axe.ts';

test.describe('accessibility (axe, WCAG 2.1 A/AA): no serious or critical violation', () => {
  test.describe('signed in, dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('/login, every route online, and the user menu open', async ({ page, context, browser }) => {
      test.setTimeout(300_000);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
      await expectAccessible(page, 'dark /login');
      // Signing in is the light sweep's and tests/sign-in.spec.ts's: a session is enough here.
      await context.addCookies(await signedInCookies(browser));
      await page.goto('/overview');
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      for (const route of await signedInRoutes(page)) {
        await test.step(`dark: ${route.label}`, async () => {
          await visit(page, route);
          await expectAccessible(page, `dark ${route.label}`);
        });
      }
      await test.step('dark: command palette', () => expectPaletteAccessible(page, 'dark command palette'));
      await test.step('dark: user menu', async () => {
        await userMenu(page).click();
        await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
        await expectAccessible(page, 'dark user menu');
      });
    });
  });
});
