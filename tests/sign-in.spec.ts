import { expect, test } from '@playwright/test';
import {
  DEMO_EMAIL,
  emailField,
  GOOGLE_PASSWORD,
  latestCode,
  outboxCount,
  SSO_EMAIL,
  SSO_NON_MEMBER,
  SSO_PASSWORD,
  signInAtProvider,
  signInWithCode,
  startSso,
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

  test('SSO: the OpenID provider’s own login page, back through /login-successful; sign-out, then again', async ({
    page,
  }) => {
    await startSso(page, SSO_EMAIL);
    await expect(page.getByRole('heading', { name: 'Sign in to Acme SSO (demo)' })).toBeVisible();
    // The console sent the e-mail as a login hint.
    await expect(page.getByLabel('E-mail')).toHaveValue(SSO_EMAIL);
    await signInAtProvider(page, SSO_EMAIL, SSO_PASSWORD);
    await expect(page).toHaveURL(/\/overview$/);
    await userMenu(page, SSO_EMAIL).click();
    await expect(page.getByRole('menu')).toContainText(SSO_EMAIL);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    // Logout cleared this site's cookies, the provider's (same host) too: it asks again.
    await startSso(page, SSO_EMAIL);
    await signInAtProvider(page, SSO_EMAIL, SSO_PASSWORD);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(userMenu(page, SSO_EMAIL)).toBeVisible();
  });

  test('Google: the demo provider’s Google page signs in the demo user', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google (demo)' })).toBeVisible();
    await signInAtProvider(page, DEMO_EMAIL, GOOGLE_PASSWORD);
    await expect(page).toHaveURL(/\/overview$/);
    await expect(userMenu(page)).toBeVisible();
  });

  test('a refused SSO sign-in comes back to /login saying why; a used or unknown code shows Logging you in... and Try again', async ({
    page,
  }) => {
    // The provider vouches for someone the organisation does not have.
    await startSso(page, SSO_NON_MEMBER);
    await signInAtProvider(page, SSO_NON_MEMBER, SSO_PASSWORD);
    await expect(page).toHaveURL(/\/login\?error=no_account$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Sign-in could not be completed.');
    await expect(alert).toContainText('No account found for this e-mail address.');
    // Nothing half signed in.
    expect((await page.request.get('/api/auth-status')).status()).toBe(401);
    // A code no sign-in handed out (or one already used) is refused by retrieve-token.
    await page.goto('/login-successful?code=already-used-or-made-up');
    await expect(page.getByRole('heading', { name: 'Logging you in...' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'This sign-in link has expired. Please sign in again.',
    );
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("another browser's sign-in link does not sign this one in (login CSRF); in its own browser it does", async ({
    browser,
    page,
  }) => {
    // The attacker's browser signs in but keeps its code: its trade at retrieve-token is cut (no
    // worker in that browser, which would make the call itself).
    const attacker = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      serviceWorkers: 'block',
    });
    const attackerPage = await attacker.newPage();
    await attackerPage.route(
      (url) => url.pathname === '/api/public/auth/retrieve-token',
      (route) => route.abort(),
    );
    await startSso(attackerPage, SSO_EMAIL);
    await signInAtProvider(attackerPage, SSO_EMAIL, SSO_PASSWORD);
    await expect(attackerPage).toHaveURL(/\/login-successful\?code=/);
    const link = new URL(attackerPage.url());
    // The victim opens the link: refused, and nobody is signed in there.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toContainText(
      'This sign-in link has expired. Please sign in again.',
    );
    expect((await page.request.get('/api/auth-status')).status()).toBe(401);
    // The code is still the attacker's browser's own.
    await attackerPage.unrouteAll();
    await attackerPage.reload();
    await expect(attackerPage).toHaveURL(/\/overview$/);
    await attacker.close();
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
