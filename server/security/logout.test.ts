import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * GET /logout ends a session although it is a GET (CONTRACT.md §1), and the SameSite=Lax cookie
 * rides along when another site links or redirects to it: any page on the web could sign the
 * console's staff out. It ends a session only for a request with the API's headers that is not
 * cross-site, and answers anything else 403, the session alive (http/request-guard.ts fromOwnPages).
 */
const CONSOLE_ORIGIN = 'http://localhost:5173';

async function signedIn() {
  const t = makeTestApp({ consoleOrigin: CONSOLE_ORIGIN });
  const cookie = await t.signIn();
  const logout = (headers: Record<string, string>) =>
    t.app.request('http://127.0.0.1:4173/api/logout', { headers: { Cookie: cookie, ...headers } });
  // What the console's fetch layer sends with every call (src/api/http.ts).
  const fromConsole = (headers: Record<string, string>) =>
    logout({ 'X-Prequel-Api-Version': '2023-12-01', Environment: 'prod', ...headers });
  const signedInStill = async () => (await t.call('GET', '/api/auth-status', { cookie })).status === 200;
  return { t, logout, fromConsole, signedInStill };
}

describe('cross-site sign-out', () => {
  it('refuses a GET /logout from another site with 403 and the session lives (it used to end it)', async () => {
    const { logout, fromConsole, signedInStill } = await signedIn();
    const navigations: Record<string, string>[] = [
      // A link or redirect on another site: a top-level navigation names no Origin.
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'same-site' },
      // A navigation the browser started (a link opened from another app) to a page that redirects
      // here: it says `none` all the way, and used to end the session.
      { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
      // An <img> or a form on the console's own origin (user content, if it ever had any).
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors' },
      // curl without the API's headers.
      {},
    ];
    const foreign: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.console.example', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      // Without fetch metadata, a foreign Origin still says where it comes from.
      { Origin: 'https://evil.example' },
    ];
    const attempts = [
      ...navigations.map((headers) => () => logout(headers)),
      ...foreign.map((headers) => () => fromConsole(headers)),
      () => logout({ 'X-Prequel-Api-Version': '2023-12-01', 'Sec-Fetch-Site': 'same-origin' }),
      () => logout({ Environment: 'prod', 'Sec-Fetch-Site': 'same-origin' }),
    ];
    for (const [i, attempt] of attempts.entries()) {
      const res = await attempt();
      const what = `attempt ${i}`;
      expect(res.status, what).toBe(403);
      expect(await res.json(), what).toEqual({
        status: 'error',
        message: "Signing out must come from this console's own pages.",
        data: null,
      });
      expect(res.headers.get('set-cookie'), what).toBeNull();
      expect(res.headers.get('clear-site-data'), what).toBeNull();
      expect(await signedInStill(), what).toBe(true);
    }
  });

  it('signs out the console’s own calls: same origin, the console on CONSOLE_ORIGIN, curl with the headers', async () => {
    const own: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
      { Origin: CONSOLE_ORIGIN, 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://127.0.0.1:4173', 'Sec-Fetch-Site': 'same-origin' },
      // curl or a script: no browser, so no one else's cookie (the rule of writes without Origin).
      {},
    ];
    for (const headers of own) {
      const { fromConsole, signedInStill } = await signedIn();
      const res = await fromConsole(headers);
      const what = JSON.stringify(headers);
      expect(res.status, what).toBe(200);
      expect(res.headers.get('clear-site-data'), what).toBe('"cookies"');
      expect(await signedInStill(), what).toBe(false);
    }
  });
});
