/**
 * Dark mode: the console follows the system's light or dark setting from the first
 * paint (public/first-paint.js, before any of the app runs), the user menu's Theme choice overrides it at
 * once, on this device, across reloads and sign-out, and every main screen reads well in both: axe finds
 * no serious or critical WCAG 2.1 AA violation, no panel stays light in dark, and the screenshots of
 * each page in each theme at desktop and phone size are attached to the report for a look.
 */
import { expect, type Page, test } from '@playwright/test';
import { healthyPostgres } from './support/api.ts';
import { signInOncePerFile, signInWithCode, userMenu } from './support/auth.ts';
import { seriousViolations, settled } from './support/axe.ts';
import { barPixels, bodyLuminance, brightPanels, isDark, THEME_KEY } from './support/theme.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/**
 * Relative luminance (0 black, 1 white): a dark body is below DARK_MAX, a light one above LIGHT_MIN; in
 * dark, a panel above BRIGHT_IN_DARK_MIN was left light.
 */
const DARK_MAX = 0.05;
const LIGHT_MIN = 0.85;
const BRIGHT_IN_DARK_MIN = 0.4;

const themeItem = (page: Page, name: 'System' | 'Light' | 'Dark') =>
  page.getByRole('group', { name: 'Theme' }).getByRole('menuitemradio', { name, exact: true });

test.describe('follows the system setting from the first paint', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test.describe(scheme, () => {
      test.use({ colorScheme: scheme });

      test(`renders ${scheme}, before the app's own script runs`, async ({ page }) => {
        // With every script of the build refused, only public/first-paint.js and the stylesheet are left.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        await page.goto('/login');
        expect(await isDark(page)).toBe(scheme === 'dark');
        if (scheme === 'dark') expect(await bodyLuminance(page)).toBeLessThan(DARK_MAX);
        else expect(await bodyLuminance(page)).toBeGreaterThan(LIGHT_MIN);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
          scheme,
        );
      });
    });
  }

  test('a choice stored on this device wins over the system, before the app runs', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    try {
      await context.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_KEY);
      const page = await context.newPage();
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto('/login');
      expect(await isDark(page)).toBe(false);
      expect(await bodyLuminance(page)).toBeGreaterThan(LIGHT_MIN);
      // The light theme-color applies, the dark one not.
      await expect(page.locator('meta[name="theme-color"][data-scheme="light"]')).toHaveAttribute(
        'media',
        'all',
      );
      await expect(page.locator('meta[name="theme-color"][data-scheme="dark"]')).toHaveAttribute(
        'media',
        'not all',
      );
    } finally {
      await context.close();
    }
  });

  test('a change of the system setting is followed live while the choice is System', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => bodyLuminance(page)).toBeLessThan(DARK_MAX);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(LIGHT_MIN);
  });
});

test.describe('the Theme switch in the user menu', () => {
  test.use({ colorScheme: 'light' });

  test('by keyboard: applies at once, redraws the chart, persists across reload and survives sign-out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/overview$/);
    const chart = page.getByRole('region', { name: 'Rows transferred, last 30 days' }).locator('canvas');
    await expect(chart).toBeVisible();
    const lightBars = await barPixels(page);
    expect(lightBars.count, `bars drawn in ${lightBars.colour}`).toBeGreaterThan(0);

    await test.step('System is chosen at first; End then Enter chooses Dark', async () => {
      await userMenu(page).focus();
      await page.keyboard.press('Enter');
      await expect(themeItem(page, 'System')).toHaveAttribute('aria-checked', 'true');
      await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'false');
      await page.keyboard.press('End');
      await expect(themeItem(page, 'Dark')).toHaveAttribute('data-highlighted', '');
      await page.keyboard.press('Enter');
    });

    await test.step('dark at once, the chart redrawn in the dark accent', async () => {
      await expect.poll(() => bodyLuminance(page)).toBeLessThan(DARK_MAX);
      await expect
        .poll(async () => {
          const bars = await barPixels(page);
          return bars.colour !== lightBars.colour && bars.count > 0;
        })
        .toBe(true);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
    });

    await test.step('still dark after a reload, though the system is light', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await bodyLuminance(page)).toBeLessThan(DARK_MAX);
      await userMenu(page).click();
      await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'true');
      await page.keyboard.press('Escape');
    });

    await test.step('still dark after signing out', async () => {
      await userMenu(page).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
      expect(await bodyLuminance(page)).toBeLessThan(DARK_MAX);
      await page.reload();
      expect(await bodyLuminance(page)).toBeLessThan(DARK_MAX);
    });

    await test.step('System again follows the system (light)', async () => {
      await signInWithCode(page);
      await expect(page).toHaveURL(/\/overview$/);
      await userMenu(page).click();
      await themeItem(page, 'System').click();
      await expect.poll(() => bodyLuminance(page)).toBeGreaterThan(LIGHT_MIN);
      expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBeNull();
    });
  });
});

interface Screen {
  name: string;
  url: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Opens what the screen is about (the setup guide). */
  open?: (page: Page) => Promise<void>;
}

async function screens(page: Page): Promise<Screen[]> {
  const destination = await healthyPostgres(page);
  // Beside the form on a wide screen, a drawer on a phone.
  const guide = (p: Page) =>
    p.getByRole('complementary', { name: 'Setup Guide' }).or(p.getByRole('dialog', { name: 'Setup Guide' }));
  return [
    {
      name: 'overview',
      url: '/overview',
      ready: (p) => p.getByRole('table', { name: 'Alerts', exact: true }),
    },
    {
      name: 'destination',
      url: `/destinations/${destination.id}`,
      ready: (p) => p.getByRole('heading', { name: 'Details', exact: true }),
    },
    {
      name: 'destination form',
      url: '/destinations/new',
      ready: (p) => p.getByRole('heading', { name: 'Add Destination' }),
    },
    {
      name: 'setup guide',
      url: '/destinations/new',
      ready: (p) => guide(p).getByRole('button', { name: 'Collapse all' }),
      // Every section open, the first callout or code block in view (colours of their own).
      open: async (p) => {
        await p.getByRole('button', { name: 'Documentation' }).click();
        await guide(p).getByRole('button', { name: 'Expand all' }).click();
        await guide(p).locator('[data-callout], pre').first().scrollIntoViewIfNeeded();
      },
    },
  ];
}

test.describe('every main screen, one sign-in for both themes', () => {
  signInOncePerFile();

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`every main screen reads well in ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      test(`${scheme}: overview, a destination, the form and a setup guide: axe, panels, screenshots`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(180_000);
        const list = await screens(page);
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          for (const screen of list) {
            await test.step(`${screen.name} at ${viewport.name}`, async () => {
              await page.goto(screen.url);
              await screen.open?.(page);
              await expect(screen.ready(page)).toBeVisible();
              await settled(page);
              expect(await isDark(page)).toBe(scheme === 'dark');
              const label = `${screen.name} ${scheme} ${viewport.width}x${viewport.height}`;
              await testInfo.attach(label, { body: await page.screenshot(), contentType: 'image/png' });
              expect.soft(await seriousViolations(page), `axe: ${label}`).toEqual([]);
              if (scheme === 'dark') {
                expect
                  .soft(await brightPanels(page, BRIGHT_IN_DARK_MIN), `light panels: ${label}`)
                  .toEqual([]);
              }
            });
          }
        }
      });
    });
  }
});
