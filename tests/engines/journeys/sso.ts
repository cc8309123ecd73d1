/**
 * Single sign-on through the demo's OpenID provider (server/demo-idp/demo-idp.ts), as a person does it:
 * the provider's own login page on its own port, its redirects and cookies back to the console, signed
 * in on the overview, then Logout through the user menu back to /login.
 */
import { wire } from '../driver.ts';
import { authStatus, check, type Journey, loginSignedOut, menu, userMenuOf } from './common.ts';

/** The seeded SSO domain's member and the provider's password for it (README.md "Demo accounts"). */
const SSO_EMAIL = 'sso@sso.example.com';
const SSO_PASSWORD = 'sso-demo-password';

export const sso: Journey = {
  name: 'sso',
  async run({ page, server, note }) {
    // Signed out at the provider too: a session left there would skip its login page.
    await loginSignedOut(page);
    await page.type({ role: 'textbox', name: /e-?mail/i }, SSO_EMAIL);
    await page.click({ role: 'button', name: 'Continue with email' });
    await page.click({ role: 'button', name: 'SSO is enabled. Sign in with SSO instead.' });
    await page.click({ role: 'button', name: 'Sign in with SSO' });

    // The console's own /login has a "Sign in to …" heading too: the page must be another origin's.
    const providerOrigin = await page.waitFor("the provider's login page", async () => {
      const origin = await page.evaluate<string>('location.origin');
      check(origin !== server.origin, `still at ${origin}${await page.path()}`);
      check(/^http:\/\/127\.0\.0\.1:\d+$/.test(origin), `at ${origin}, not the provider's loopback port`);
      return origin;
    });
    await page.waitVisible({ role: 'heading', name: /^Sign in to /, level: 1 });
    const providerPath = await page.path();
    check(providerPath.startsWith('/sso/interaction/'), `the provider's page is at ${providerPath}`);
    note(`the provider's page at ${providerOrigin}${providerPath.replace(/[^/]+$/, '…')}`);
    // The console sends the e-mail as a login hint.
    const hinted = await page.call<string | null>(
      'property',
      wire({ role: 'textbox', name: 'E-mail' }),
      'value',
    );
    check(hinted === SSO_EMAIL, `the provider's E-mail field holds "${hinted}", not the login hint`);
    await page.type({ css: 'input[type="password"]' }, SSO_PASSWORD);
    await page.click({ role: 'button', name: 'Sign in' });

    // Back through /api/sso/callback (a redirect, never a page) and /login-successful?code=…: the pages
    // seen on the way are noted.
    const seen = new Set<string>();
    await page.waitFor('the overview after SSO', async () => {
      const url = new URL(await page.evaluate<string>('location.href'));
      seen.add(url.origin === server.origin ? url.pathname : `${url.origin}${url.pathname}`);
      check(url.origin === server.origin && url.pathname === '/overview', `at ${url.href}`);
    });
    note(`then ${[...seen].map((p) => p.replace(/interaction\/[^/]+/, 'interaction/…')).join(' → ')}`);
    await page.waitVisible({ role: 'heading', name: 'Overview', level: 1 });
    const signedIn = await authStatus(page);
    check(signedIn.email === SSO_EMAIL, `the server's session is ${JSON.stringify(signedIn)}`);

    await page.click(userMenuOf(SSO_EMAIL));
    await page.waitVisible(menu);
    await page.click({ role: 'menuitem', name: 'Logout' });
    await page.waitFor('/login after Logout', async () => {
      const path = await page.path();
      check(path === '/login', `at ${path}`);
    });
    await page.waitVisible({ role: 'heading', name: 'Sign in to the product' });
    const signedOut = await authStatus(page);
    check(signedOut.status === 401, `after Logout the server's session is ${JSON.stringify(signedOut)}`);
  },
};
