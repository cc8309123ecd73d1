import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * GET /logout ends a session although it is a GET (CONTRACT.md §1), and the SameSite=Lax cookie
 * rides along when another site links or redirects to it: any page on the web could sign the
 * console's staff out. It now ends a session only for the console's own pages (Sec-Fetch-Site
 * same-origin or none, or an allowed Origin) and answers anything else 403, the session alive.
 */
const CONSOLE_ORIGIN = 'http://localhost:5173';

async function signedIn() {
  const t = makeTestApp({ consoleOrigin: CONSOLE_ORIGIN });
  const cookie = await t.signIn();
  const logout = (headers: Record<string, string>) =>
    t.app.request('http://127.0.0.1:4173/api/logout', { headers: { Cookie: cookie, ...headers } });
  const signedInStill = async () => (await t.call('GET', '/api/auth-status', { cookie })).status === 200;
  return { t, logout, signedInStill };
}

describe('cross-site sign-out', () => {
  it('refuses a GET /logout from another site with 403 and the session lives (it used to end it)', async () => {
    const { logout, signedInStill } = await signedIn();
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      // A link or redirect on another site: a top-level navigation names no Origin.
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      { Origin: 'https://evil.console.example', 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
      // Without fetch metadata, a foreign Origin still says where it comes from.
      { Origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await logout(headers);
      const what = JSON.stringify(headers);
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

  it('signs out from the console’s own pages: same origin, typed in, the console on CONSOLE_ORIGIN', async () => {
    const own: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: CONSOLE_ORIGIN, 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://127.0.0.1:4173', 'Sec-Fetch-Site': 'same-origin' },
      // curl or a script: no browser, so no one else's cookie (the rule of writes without Origin).
      {},
    ];
    for (const headers of own) {
      const { logout, signedInStill } = await signedIn();
      const res = await logout(headers);
      const what = JSON.stringify(headers);
      expect(res.status, what).toBe(200);
      expect(res.headers.get('clear-site-data'), what).toBe('"cookies"');
      expect(await signedInStill(), what).toBe(false);
    }
  });
});
