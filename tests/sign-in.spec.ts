import { expect, test } from '@playwright/test';
import {
  DEMO_EMAIL,
  emailField,
  latestCode,
  outboxCount,
  SSO_EMAIL,
  signInWithCode,
  userMenu,
} from './support/auth.ts';

test.describe('sign-in', () => {
  test('passwordless: the code from the outbox signs the user in and lands on the overview', async ({
    page,
  }) => {
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/overview$/);
    await userMenu(page).click();
    await expect(page.getByRole('menu')).toContainText(DEMO_EMAIL);
    await expect(page.getByRole('menu')).toContainText('Acme Analytics');
  });

  test('SSO: an SSO e-mail is sent to the identity page and back through /login-successful', async ({
    page,
  }) => {
    await page.goto('/login');
    await emailField(page).fill(SSO_EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('button', { name: 'SSO is enabled. Sign in with SSO instead.' }).click();
    await expect(emailField(page)).toHaveValue(SSO_EMAIL);
    await page.getByRole('button', { name: 'Sign in with SSO' }).click();
    await expect(page.getByText(SSO_EMAIL)).toBeVisible();
    await page.getByRole('button', { name: 'Approve sign-in' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await userMenu(page, SSO_EMAIL).click();
    await expect(page.getByRole('menu')).toContainText(SSO_EMAIL);
  });

  test('Google: the stub identity page signs in the demo user', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText(DEMO_EMAIL)).toBeVisible();
    await page.getByRole('button', { name: 'Approve sign-in' }).click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('a wrong code five times locks the code with a clear message', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const before = await outboxCount(page.request, DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send me a one-time code' }).click();
    await expect.poll(() => outboxCount(page.request, DEMO_EMAIL)).toBeGreaterThan(before);
    const real = await latestCode(page.request, DEMO_EMAIL);
    const wrong = real === '000000' ? '111111' : '000000';
    const code = page.getByLabel('One-time code');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Submit one-time code' }).click();
      await expect(page.getByText(/That code is not valid|Too many attempts/).first()).toBeVisible();
    }
    // Even the right code is refused now: the user is told to request a new one.
    await code.fill(real);
    await page.getByRole('button', { name: 'Submit one-time code' }).click();
    await expect(page.getByText('Too many attempts. Request a new code.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a malformed e-mail is refused in the form, naming the field, and kept', async ({ page }) => {
    await page.goto('/login');
    await emailField(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(
      page
        .getByText(/e-?mail/i)
        .filter({ hasText: /valid|address/i })
        .first(),
    ).toBeVisible();
    await expect(emailField(page)).toHaveValue('not-an-email');
  });

  test('/login-successful without a code goes to /login', async ({ page }) => {
    await page.goto('/login-successful');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to the product' })).toBeVisible();
  });

  test('signed out, any path goes to /login and back there after signing in', async ({ page }) => {
    await page.goto('/destinations?page_size=10');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/destinations\?page_size=10$/);
  });

  test('signed in, an unknown path goes to /overview and /login goes to /overview', async ({ page }) => {
    await signInWithCode(page);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/overview$/);
  });
});
