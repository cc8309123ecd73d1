import { SSO_CALLBACK_PATH } from '../http/app-env.ts';

/**
 * Signs in through the demo's OpenID provider over HTTP, as a browser would but without one: the
 * console's sso-login (or google-oauth-login), the provider's login page and form, its redirects,
 * the server's callback and retrieve-token. For the server tests and helpers that need an SSO session
 * from a running demo server (key-rotation-load.ts). Everything stays on 127.0.0.1.
 */

export interface DemoSignIn {
  /** `console_session=…` when signed in. */
  cookie: string | null;
  /** Where the server's callback sent the browser (`/login-successful?code=…` or `/login?error=…`). */
  landedOn: string;
}

export async function signInAtDemoIdp(
  baseUrl: string,
  account: { email: string; password: string },
  via: 'sso' | 'google' = 'sso',
): Promise<DemoSignIn> {
  // One jar for both: the provider and the console share the host 127.0.0.1 (cookies ignore ports).
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function send(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('Cookie', cookieHeader());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value && !/max-age=0/i.test(line)) jar.set(name, value);
      else jar.delete(name);
    }
    return res;
  }
  const json = { 'Content-Type': 'application/json' };
  const start = await send(
    `${baseUrl}/api/public/auth/${via === 'sso' ? 'sso-login' : 'google-oauth-login'}`,
    {
      method: 'POST',
      headers: json,
      body: via === 'sso' ? JSON.stringify({ email: account.email }) : undefined,
    },
  );
  if (!start.ok) throw new Error(`Starting the sign-in failed: ${start.status} ${await start.text()}`);
  let url = ((await start.json()) as { data: { url: string } }).data.url;
  // Follow redirects until the provider's login page.
  let res = await send(url);
  while (res.status >= 300 && res.status < 400) {
    url = new URL(res.headers.get('location') ?? '', url).href;
    res = await send(url);
  }
  const page = await res.text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`No login form at ${url}: ${res.status}`);
  res = await send(new URL(action, url).href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(account).toString(),
  });
  url = new URL(action, url).href;
  // The provider's redirects, then the server's callback, which sends the browser to the console.
  while (res.status >= 300 && res.status < 400) {
    const next = new URL(res.headers.get('location') ?? '', url);
    if (next.pathname === '/login-successful' || next.pathname === '/login') {
      const code = next.searchParams.get('code');
      if (!code) return { cookie: null, landedOn: `${next.pathname}${next.search}` };
      await send(`${baseUrl}/api/public/auth/retrieve-token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ code }),
      });
      const session = jar.get('console_session');
      return {
        cookie: session ? `console_session=${session}` : null,
        landedOn: `${next.pathname}${next.search}`,
      };
    }
    // The server's callback names its configured origin; a test app is served on another port.
    url = next.pathname === SSO_CALLBACK_PATH ? `${baseUrl}${next.pathname}${next.search}` : next.href;
    res = await send(url);
  }
  throw new Error(`The sign-in stopped at ${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}
