import { describe, expect, it } from 'vitest';
import { issueCode } from '../auth/one-time-codes.ts';
import { MAX_ARRAY_ITEMS, MAX_JSON_DEPTH, MAX_NAME_CHARS, MAX_URL_CHARS } from '../http/json-limits.ts';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * Attacks on the request boundary: each sends what an attacker would and checks
 * both the refusal and that nothing happened.
 */
const recipient = (name: string) => ({
  recipient: { name, id_in_provider_system: `${name.slice(0, 20)}-id`, products: ['Billing'] },
});

async function signedIn() {
  const t = makeTestApp();
  const cookie = await t.signIn();
  const recipientCount = () => Number(t.db.prepare('SELECT count(*) FROM recipients').pluck().get());
  /** A raw request, as a browser or a script would send it (the test app adds nothing). */
  const raw = (path: string, init: RequestInit) =>
    t.app.request(`http://127.0.0.1:4173${path}`, {
      ...init,
      headers: { Cookie: cookie, ...(init.headers as Record<string, string>) },
    });
  return { t, cookie, recipientCount, raw };
}

describe('cross-site writes', () => {
  it('refuses a text/plain POST from another site and creates nothing (it used to create a recipient)', async () => {
    const { recipientCount, raw } = await signedIn();
    const before = recipientCount();
    const res = await raw('/api/recipients', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'https://evil.example' },
      body: JSON.stringify(recipient('Mallory')),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ status: 'error', data: null });
    expect(recipientCount()).toBe(before);
  });

  it('refuses a JSON write from another origin with 403 and creates nothing', async () => {
    const { recipientCount, raw } = await signedIn();
    const before = recipientCount();
    for (const origin of [
      'https://evil.example',
      'null',
      'http://127.0.0.1:9999',
      'http://localhost.evil.example',
    ]) {
      const res = await raw('/api/recipients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(recipient('Mallory')),
      });
      expect(res.status, origin).toBe(403);
      expect((await res.json()).message).toBe(
        `Requests from ${origin} are not allowed: writes must come from this console's own pages.`,
      );
    }
    const removal = await raw('/api/recipients/x', {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    });
    expect(removal.status).toBe(403);
    expect(recipientCount()).toBe(before);
  });

  it('refuses a write whose body is not declared JSON with 415, with or without a type', async () => {
    const { recipientCount, raw } = await signedIn();
    const before = recipientCount();
    const types: Record<string, string>[] = [
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      { 'Content-Type': 'multipart/form-data; boundary=x' },
      {},
    ];
    for (const headers of types) {
      const res = await raw('/api/recipients', {
        method: 'POST',
        headers,
        body: new Blob([JSON.stringify(recipient('Mallory'))]),
      });
      expect(res.status, JSON.stringify(headers)).toBe(415);
      expect((await res.json()).message).toBe(
        'Request body must be JSON: send it with Content-Type: application/json.',
      );
    }
    expect(recipientCount()).toBe(before);
  });

  it("accepts writes from the server's own loopback origins and the configured console origin", async () => {
    const { recipientCount, raw } = await signedIn();
    const before = recipientCount();
    const origins = ['http://127.0.0.1:4173', 'http://localhost:4173', 'http://[::1]:4173'];
    for (const [i, origin] of origins.entries()) {
      const res = await raw('/api/recipients', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', Origin: origin },
        body: JSON.stringify(recipient(`Origin ${i}`)),
      });
      expect(res.status, origin).toBe(200);
    }
    expect(recipientCount()).toBe(before + origins.length);

    const withConsole = makeTestApp({ consoleOrigin: 'http://localhost:5173' });
    const cookie = await withConsole.signIn();
    const res = await withConsole.app.request('http://127.0.0.1:4173/api/recipients', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify(recipient('Console')),
    });
    expect(res.status).toBe(200);
  });

  it('still lets bodiless writes through without a type (cancel, delete)', async () => {
    const { t, cookie } = await signedIn();
    const res = await t.call('POST', '/api/transfers/00000000-0000-0000-0000-000000000000/cancel', {
      cookie,
    });
    expect(res.status).toBe(404);
  });
});

describe('bounded bodies', () => {
  it('answers 20,000-deep JSON with 400 and the error envelope, not 500', async () => {
    const { t, cookie, recipientCount } = await signedIn();
    const before = recipientCount();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await t.call('POST', '/api/recipients', { cookie, body: `{"recipient":${deep}}` });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      status: 'error',
      data: null,
      message: `Request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
    });
    expect(t.errors).toEqual([]);
    expect(recipientCount()).toBe(before);
    // Brackets inside strings are text, not nesting.
    const text = await t.call('POST', '/api/recipients', {
      cookie,
      body: {
        recipient: { name: '['.repeat(100), id_in_provider_system: 'brackets', products: ['Billing'] },
      },
    });
    expect(text.status).toBe(200);
  });

  it('refuses a 900 kB name with 422 naming the field, and stores nothing', async () => {
    const { t, cookie, recipientCount } = await signedIn();
    const before = recipientCount();
    const res = await t.call('POST', '/api/recipients', { cookie, body: recipient('x'.repeat(900_000)) });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      `recipient.name: must be at most ${MAX_NAME_CHARS} characters (received 900000)`,
    );
    expect(recipientCount()).toBe(before);
  });

  it('refuses a 70 kB webhook URL with 422 naming webhook.url', async () => {
    const { t, cookie } = await signedIn();
    const url = `http://127.0.0.1:4173/${'a'.repeat(70_000)}`;
    const res = await t.call('POST', '/api/webhooks', {
      cookie,
      body: { webhook: { name: 'Long', vendor: 'generic_post', url, events: ['transfer.error'] } },
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      `webhook.url: must be at most ${MAX_URL_CHARS} characters (received ${url.length})`,
    );
    expect(t.db.prepare("SELECT count(*) FROM webhooks WHERE name = 'Long'").pluck().get()).toBe(0);
  });

  it('refuses lists longer than allowed, naming the list', async () => {
    const { t, cookie } = await signedIn();
    const products = Array.from({ length: MAX_ARRAY_ITEMS + 1 }, (_, i) => `p${i}`);
    const res = await t.call('POST', '/api/recipients', {
      cookie,
      body: { recipient: { name: 'Many', id_in_provider_system: 'many', products } },
    });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(
      `recipient.products: must have at most ${MAX_ARRAY_ITEMS} items (received ${MAX_ARRAY_ITEMS + 1})`,
    );
  });
});

describe('security headers', () => {
  it('puts a CSP without inline script, frame-ancestors none, nosniff and a same-origin referrer on console and API replies', async () => {
    const t = makeTestApp();
    for (const path of [
      '/',
      '/overview',
      '/config.json',
      '/api/auth-status',
      '/api/public/vendors',
      '/api/sso/callback?code=x&state=y',
      '/api/nope',
    ]) {
      const res = await t.call('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain("'unsafe-");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('sends HSTS over https, and believes a proxy only with TRUST_PROXY', async () => {
    const t = makeTestApp();
    const direct = await t.call('GET', 'https://console.example.com/config.json');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const proxied = { headers: { 'X-Forwarded-Proto': 'https' } };
    // Outside demo mode the header is not believed; demo mode refuses it (demo-mode.test.ts).
    const production = makeTestApp({ demoMode: false });
    expect(
      (await production.call('GET', '/config.json', proxied)).headers.get('strict-transport-security'),
    ).toBeNull();
    const behindProxy = makeTestApp({ trustProxy: true });
    expect(
      (await behindProxy.call('GET', '/config.json', proxied)).headers.get('strict-transport-security'),
    ).toContain('max-age=');
  });

  it('marks the session cookie Secure behind an https proxy only with TRUST_PROXY', async () => {
    const email = 'demo@example.com';
    const validateVia = (t: ReturnType<typeof makeTestApp>) =>
      t.call('POST', '/api/public/auth/validate-passwordless-code', {
        body: { email, code: issueCode(t.db, email, t.now()) },
        headers: { 'X-Forwarded-Proto': 'https' },
      });
    const cookieOf = (res: { status: number; headers: Headers }) => {
      expect(res.status).toBe(200);
      return res.headers.get('set-cookie') ?? '';
    };
    expect(cookieOf(await validateVia(makeTestApp({ demoMode: false })))).not.toMatch(/;\s*Secure/i);
    expect(cookieOf(await validateVia(makeTestApp({ trustProxy: true })))).toMatch(/;\s*Secure/i);
    // Without TRUST_PROXY the demo answers no proxied request at all (demo-mode.test.ts).
    const demo = await validateVia(makeTestApp());
    expect(demo.status).toBe(403);
    expect(demo.headers.get('set-cookie')).toBeNull();
  });

  it('adds a configured API origin to connect-src and the console origin to form-action', async () => {
    const t = makeTestApp({
      apiBaseUrl: 'https://api.acme.example/v1',
      consoleOrigin: 'http://localhost:5173',
    });
    const csp = (await t.call('GET', '/config.json')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' https://api.acme.example;");
    expect(csp).toContain("form-action 'self' http://localhost:5173;");
  });
});

describe('absolute URLs ignore the Host header', () => {
  it("writes next_url on the server's own origin whatever Host says", async () => {
    const { t, cookie } = await signedIn();
    const res = await t.call('GET', 'http://evil.example/api/destinations?page_size=2', { cookie });
    expect(res.status).toBe(200);
    expect(new URL(String(res.json.next_url)).origin).toBe('http://127.0.0.1:4173');
    const viaLocalhost = await t.call('GET', 'http://localhost:4173/api/destinations?page_size=2', {
      cookie,
    });
    expect(new URL(String(viaLocalhost.json.next_url)).origin).toBe('http://localhost:4173');
    const configured = makeTestApp({ publicOrigin: 'https://console.acme.example' });
    const other = await configured.signIn();
    const behind = await configured.call('GET', 'http://evil.example/api/destinations?page_size=2', {
      cookie: other,
    });
    expect(new URL(String(behind.json.next_url)).origin).toBe('https://console.acme.example');
  });

  it('points magic links at the configured origin, not at Host (the SSO callback: sso-oidc.test.ts)', async () => {
    const t = makeTestApp({ publicOrigin: 'https://console.acme.example' });
    const cookie = await t.signIn();
    const recipientId = t.db
      .prepare("SELECT id FROM recipients WHERE environment = 'prod' LIMIT 1")
      .pluck()
      .get();
    const link = await t.call('POST', 'http://evil.example/api/magic-links', {
      cookie,
      body: {
        magic_link: {
          name: 'Host header',
          recipient_id: recipientId,
          vendor: 'postgres',
          host: 'db.acme.example',
          set_destination_enabled: true,
        },
      },
    });
    expect(link.status).toBe(200);
    expect(new URL(link.json.data.magic_link.link).origin).toBe('https://console.acme.example');
  });
});
