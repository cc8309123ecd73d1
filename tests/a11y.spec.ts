/**
 * Accessibility in CI: axe-core finds no serious or critical WCAG 2.1 A/AA violation on any
 * route of the console — signed out, signed in online (the dark theme too: a11y-dark.spec.ts), and
 * signed in offline after one online visit (a page never visited shows its 'not saved' face, which must
 * pass too) — nor in the open states of the overlays. Every page is checked even after one fails; a
 * failure lists each violation's rule, impact, the elements concerned (selectors) and the rule's help
 * page, so it can be fixed from the log (support/axe.ts).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectPaletteAccessible, h1, signedInRoutes, visit } from './support/a11y-routes.ts';
import { healthyPostgres, listDestinations } from './support/api.ts';
import { emailField, signedInCookies, signInWithCode, userMenu } from './support/auth.ts';
import { expectAccessible } from './support/axe.ts';
import { someRecipient } from './support/magic-links.ts';
import { goOffline, waitForOfflineShell, waitUntilSaved } from './support/offline.ts';
import { startOwnServer } from './support/own-server.ts';

const PROD = { Environment: 'prod' };
const NOT_SAVED = 'You are offline and this page is not saved on this device yet.';

test.describe('accessibility (axe, WCAG 2.1 A/AA): no serious or critical violation', () => {
  test('signed out: every step of /login, onboarding through a magic link, an invalid link', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await test.step('/login: start', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
      await expectAccessible(page, '/login start');
    });
    await test.step('/login: an e-mail that is not valid', async () => {
      await emailField(page).fill('not an address');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, '/login invalid e-mail');
    });
    await test.step('/login: e-mail step', async () => {
      await emailField(page).fill('demo@example.com');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByRole('button', { name: 'Send me a one-time code' })).toBeVisible();
      await expectAccessible(page, '/login e-mail step');
    });
    await test.step('/login: code step', async () => {
      await page.getByRole('button', { name: 'Send me a one-time code' }).click();
      await expect(page.getByLabel('One-time code')).toBeVisible();
      await expectAccessible(page, '/login code step');
    });
    await test.step('/login: a wrong code', async () => {
      await page.getByLabel('One-time code').fill('000000');
      await page.getByRole('button', { name: 'Submit one-time code' }).click();
      await expect(page.getByText(/That code is not valid|Too many attempts/).first()).toBeVisible();
      await expectAccessible(page, '/login wrong code');
    });
    await test.step('/login: SSO step', async () => {
      await page.goto('/login');
      await emailField(page).fill('sso@sso.example.com');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await page.getByRole('button', { name: 'SSO is enabled. Sign in with SSO instead.' }).click();
      await expect(page.getByRole('button', { name: 'Sign in with SSO' })).toBeVisible();
      await expectAccessible(page, '/login SSO step');
    });
    await test.step('/login: an e-mail that may not sign in', async () => {
      await page.goto('/login');
      await emailField(page).fill('stranger@example.org');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await page.getByRole('button', { name: 'Send me a one-time code' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, '/login refused e-mail');
    });

    // A real link, made by a signed-in member of staff in another context.
    const staff = await browser.newPage();
    await signInWithCode(staff);
    await expect(staff).toHaveURL(/\/overview$/);
    const recipient = await someRecipient(staff);
    const res = await staff.request.post('/api/magic-links', {
      headers: PROD,
      data: {
        magic_link: {
          name: `A11y ${Date.now()}`,
          recipient_id: recipient.id,
          vendor: 'postgres',
          host: 'db.a11y.io',
        },
      },
    });
    expect(res.ok()).toBe(true);
    const link = ((await res.json()) as { data: { magic_link: { link: string } } }).data.magic_link.link;
    await staff.close();

    await test.step('/onboard/<token>: the form', async () => {
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'Set up your PostgreSQL destination' })).toBeVisible();
      await expectAccessible(page, 'onboarding form');
    });
    await test.step('/onboard/<token>: required fields missing', async () => {
      await page.getByRole('button', { name: 'Test connection' }).click();
      await expect(page.getByText(/is required/).first()).toBeVisible();
      await expectAccessible(page, 'onboarding form with errors');
    });
    await test.step('/onboard/<token>: the setup guide', async () => {
      await page.getByRole('button', { name: 'Documentation' }).click();
      await expect(page.getByRole('complementary', { name: 'Setup Guide' })).toBeVisible();
      await expectAccessible(page, 'onboarding setup guide');
    });
    await test.step('/onboard/<invalid token>', async () => {
      await page.goto('/onboard/not-a-real-token');
      await expect(page.getByRole('heading', { name: 'This magic link does not work' })).toBeVisible();
      await expectAccessible(page, 'invalid onboarding link');
    });
    await test.step('/login-successful with a code that does not work', async () => {
      await page.goto('/login-successful?code=not-a-real-code');
      await expect(page.getByText('Sign-in could not be completed.')).toBeVisible();
      await expectAccessible(page, 'failed sign-in return');
    });
    await test.step('/login offline', async () => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
      await waitForOfflineShell(page);
      await goOffline(page.context(), page);
      await page.reload();
      await expect(
        page.getByRole('status').filter({ hasText: 'Signing in needs an internet connection' }),
      ).toBeVisible();
      await expectAccessible(page, '/login offline');
      await page.context().setOffline(false);
    });
  });

  test.describe('signed in', () => {
    let page: Page;
    let context: BrowserContext;

    test.beforeAll(async ({ browser }) => {
      // Signing in itself is checked above; these only need a session.
      context = await browser.newContext();
      await context.addCookies(await signedInCookies(browser));
      page = await context.newPage();
      await page.goto('/overview');
    });
    test.afterAll(async () => {
      await context.close();
    });

    test('every route online, then offline after that one visit', async () => {
      test.setTimeout(600_000);
      const routes = await signedInRoutes(page);
      const destinations = await listDestinations(page);
      const visited = routes.find((r) => r.label === 'destination: general')?.url;
      // Not an alert: the console keeps the activity of alerts for offline reading.
      const unvisited = destinations.find(
        (d) =>
          `/destinations/${d.id}` !== visited &&
          (d.last_completed_transfer as { status?: string } | null)?.status === 'SUCCESS',
      );
      if (!unvisited) throw new Error('The seed has a single destination');

      for (const route of routes) {
        await test.step(`online: ${route.label}`, async () => {
          await visit(page, route);
          await expectAccessible(page, `online ${route.label}`);
        });
      }

      // The snapshot's writes are batched for a second, and a page left sooner saves nothing: the last
      // page online is one whose row is waited for, so what it keeps is written before the network goes.
      await waitForOfflineShell(page);
      await page.goto('/webhooks');
      await waitUntilSaved(page, 'prod', '"webhooks","all"');
      await goOffline(context, page);
      try {
        for (const route of routes) {
          await test.step(`offline: ${route.label}`, async () => {
            await page.goto(route.url);
            await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
            // Saved pages show their data; one whose snapshot was not written yet says so (both must pass).
            await expect((route.ready ?? h1)(page).or(page.getByText(NOT_SAVED)).first()).toBeVisible();
            await expectAccessible(page, `offline ${route.label}`);
          });
        }
        await test.step('offline: a page not saved', async () => {
          // Its header may come from the saved list; its activity was never fetched.
          await page.goto(`/destinations/${unvisited.id}/activity`);
          await expect(page.getByText(NOT_SAVED)).toBeVisible();
          await expectAccessible(page, 'offline, not saved');
        });
      } finally {
        await context.setOffline(false);
      }
    });

    test('open overlays: confirm dialog, user menu, sync menu and dialog, palette, setup guide, mobile menu', async () => {
      test.setTimeout(120_000);
      const recipient = await someRecipient(page);
      await test.step('confirm dialog', async () => {
        await page.goto(`/recipients/${recipient.id}`);
        await page.getByRole('button', { name: 'Delete recipient' }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectAccessible(page, 'confirm dialog');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('alertdialog')).toBeHidden();
      });
      await test.step('user menu', async () => {
        await userMenu(page).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page, 'user menu');
        await page.keyboard.press('Escape');
      });
      await test.step('sync menu and the Select models to sync dialog', async () => {
        const destination = await healthyPostgres(page);
        await visit(page, { label: 'destination', url: `/destinations/${destination.id}` });
        await page.getByRole('button', { name: 'More sync options' }).click();
        await expect(page.getByRole('menuitem', { name: 'Select models to sync' })).toBeVisible();
        await expectAccessible(page, 'sync menu');
        await page.getByRole('menuitem', { name: 'Select models to sync' }).click();
        await expect(page.getByRole('dialog', { name: 'Select models to sync' })).toBeVisible();
        await expectAccessible(page, 'Select models to sync dialog');
        await page.keyboard.press('Escape');
      });
      await test.step('command palette with results', () => expectPaletteAccessible(page, 'command palette'));
      await test.step('setup guide panel', async () => {
        await page.goto('/destinations/new');
        await page.getByRole('button', { name: 'Documentation' }).click();
        await expect(page.getByRole('complementary', { name: 'Setup Guide' })).toBeVisible();
        await expectAccessible(page, 'setup guide');
      });
      await test.step('phone: the page and the navigation drawer at 390 px', async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await visit(page, { label: 'overview', url: '/overview' });
        await expectAccessible(page, 'overview at 390 px');
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page, 'navigation drawer at 390 px');
      });
    });
  });

  test('the update prompt', async ({ page }) => {
    // A build of our own under a server of our own: changing its worker script is a new version.
    const served = mkdtempSync(join(tmpdir(), 'console-a11y-update-'));
    cpSync(resolve(process.env.DIST_DIR ?? 'dist'), served, { recursive: true });
    const server = await startOwnServer(served);
    try {
      await page.goto(`${server.url}/login`);
      await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
      await waitForOfflineShell(page);
      await appendFile(join(served, 'sw.js'), '\n// a new version\n');
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await expectAccessible(page, 'update prompt');
    } finally {
      await server.stop();
      rmSync(served, { recursive: true, force: true });
    }
  });
});
