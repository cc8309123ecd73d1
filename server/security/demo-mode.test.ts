import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_BEHIND_PROXY_MESSAGE, DEMO_LOCAL_ONLY_MESSAGE } from '../auth/demo-local-only.ts';
import { SESSION_RENEW_INTERVAL_MS } from '../auth/sessions.ts';
import { readConfig } from '../config.ts';
import { DEMO_EMAIL } from '../db/seed/organization.ts';
import { startServer, stopAll } from '../testing/start-server.ts';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * DEMO_MODE hands every one-time code to whoever asks, so only a value that says on is on: an
 * operator who writes DEMO_MODE=off or =no meant production, and such a start used to run the demo
 * (outbox, demo OpenID provider). The on/off settings take 1, 0, true or false (any case); anything
 * else stops the start with a message naming the setting and the value. Behind a proxy the
 * demo's local-only check read only X-Forwarded-For: a local proxy that sets `Forwarded` or
 * `X-Real-IP` opened the outbox of codes to the network. Demo mode now refuses any request with a
 * forwarding header unless TRUST_PROXY=1, and with it reads every header that names the client.
 */
afterEach(stopAll);

describe('DEMO_MODE takes only 1, 0, true or false', () => {
  for (const value of ['off', 'no']) {
    it(`DEMO_MODE=${value} refuses to start instead of running the demo`, { timeout: 30_000 }, async () => {
      const { code, output } = await startServer({ DEMO_MODE: value, SMTP_URL: 'smtp://127.0.0.1:9' });
      expect(code).not.toBe(0);
      expect(output).toContain(`DEMO_MODE: DEMO_MODE must be 1, 0, true or false, not "${value}"`);
      expect(output).not.toContain('Console running at');
      expect(output).not.toContain('/api/dev/outbox');
    });
  }

  it('reads 1, 0, true and false in any case, and refuses the rest for every on/off setting', () => {
    const production = { SMTP_URL: 'smtp://mail.acme.example' };
    for (const off of ['0', 'false', 'FALSE', 'False']) {
      expect(readConfig({ ...production, DEMO_MODE: off }).demoMode, off).toBe(false);
    }
    for (const on of ['1', 'true', 'TRUE', 'True']) {
      expect(readConfig({ DEMO_MODE: on, TRUST_PROXY: on }), on).toMatchObject({
        demoMode: true,
        trustProxy: true,
      });
    }
    const refused: [string, string][] = [
      ['DEMO_MODE', 'off'],
      ['DEMO_MODE', 'yes'],
      ['DEMO_MODE', ' 0'],
      ['DEMO_ALLOW_NETWORK', 'on'],
      ['TRUST_PROXY', 'yes'],
      ['TRUST_PROXY', '2'],
    ];
    for (const [name, value] of refused) {
      expect(() => readConfig({ ...production, [name]: value }), `${name}=${value}`).toThrow(
        `${name}: ${name} must be 1, 0, true or false, not "${value}"`,
      );
    }
  });
});

describe('demo mode behind a proxy', () => {
  // Names in any case; every X-Forwarded-* kind; local claims too: without TRUST_PROXY none is read.
  const FORWARDING: Record<string, string>[] = [
    { Forwarded: 'for=203.0.113.9' },
    { forwarded: 'for=127.0.0.1;proto=http' },
    { 'X-Forwarded-For': '127.0.0.1' },
    { 'x-forwarded-host': 'localhost:4173' },
    { 'X-Forwarded-Proto': 'https' },
    { 'X-FORWARDED-PORT': '443' },
    { 'X-Forwarded-Prefix': '/console' },
    { 'X-Forwarded-Server': 'proxy.acme.example' },
    { 'X-Real-IP': '203.0.113.9' },
    { 'x-real-ip': '127.0.0.1' },
    { Via: '1.1 proxy.acme.example' },
  ];
  const LOGIN = '/api/public/auth/passwordless-login';

  for (const headers of FORWARDING) {
    const [name, value] = Object.entries(headers)[0] ?? [];
    it(`refuses every request with ${name}: ${value} (403), touching no session, code or outbox`, async () => {
      const t = makeTestApp();
      const cookie = await t.signIn();
      const state = () => ({
        sessions: t.db.prepare('SELECT token_hash, expires_at_ms FROM sessions').all(),
        codes: t.db.prepare('SELECT * FROM one_time_codes').all(),
        outbox: t.db.prepare('SELECT * FROM outbox_messages').all(),
      });
      // Past the renewal interval: an answered request would slide the session.
      t.advance(2 * SESSION_RENEW_INTERVAL_MS);
      const before = state();
      const requests: [string, string, unknown?][] = [
        ['GET', '/api/dev/outbox'],
        ['GET', `/api/dev/outbox?to=${DEMO_EMAIL}`],
        ['POST', LOGIN, { email: DEMO_EMAIL }],
        ['GET', '/api/sso/callback?code=x&state=y'],
        ['GET', '/api/user'],
        ['GET', '/api/logout'],
        ['GET', '/config.json'],
        ['GET', '/'],
      ];
      for (const [method, path, body] of requests) {
        const res = await t.call(method, path, { headers, cookie, body });
        expect(res.status, path).toBe(403);
        expect(res.json, path).toEqual({ status: 'error', data: null, message: DEMO_BEHIND_PROXY_MESSAGE });
        expect(res.headers.get('set-cookie'), path).toBeNull();
      }
      expect(DEMO_BEHIND_PROXY_MESSAGE).toContain('TRUST_PROXY=1');
      expect(state()).toEqual(before);
      // The same session, asked without the header, is answered and slides.
      expect((await t.call('GET', '/api/user', { cookie })).status).toBe(200);
      expect(state().sessions).not.toEqual(before.sessions);
    });
  }

  it('DEMO_ALLOW_NETWORK=1 does not lift the refusal; outside demo mode, or with TRUST_PROXY=1, the header is answered', async () => {
    const headers = { 'X-Forwarded-For': '127.0.0.1' };
    expect(
      (await makeTestApp({ demoAllowNetwork: true }).call('GET', '/config.json', { headers })).status,
    ).toBe(403);
    expect((await makeTestApp({ demoMode: false }).call('GET', '/config.json', { headers })).status).toBe(
      200,
    );
    expect((await makeTestApp({ trustProxy: true }).call('GET', '/api/dev/outbox', { headers })).status).toBe(
      200,
    );
  });
});

describe('demo mode with TRUST_PROXY=1', () => {
  const aids = ['/api/dev/outbox'];

  it('refuses the outbox to a remote client whichever header names it, and answers one of this machine', async () => {
    const t = makeTestApp({ trustProxy: true });
    const remote: Record<string, string>[] = [
      { Forwarded: 'for=203.0.113.9' },
      { Forwarded: 'for=127.0.0.1, for=203.0.113.9;proto=https' },
      { Forwarded: 'For="[2001:db8::9]:4711"' },
      { Forwarded: 'for=unknown' },
      { Forwarded: 'for=_hidden' },
      { 'X-Real-IP': '203.0.113.9' },
      { 'X-Forwarded-For': '127.0.0.1', 'X-Real-IP': '203.0.113.9' },
      { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' },
      { 'True-Client-IP': '203.0.113.9' },
      // A proxy that rewrites Host to its upstream: the name the browser asked for still counts.
      { 'X-Forwarded-Host': 'console.acme.example' },
      { Forwarded: 'for=127.0.0.1;host=console.acme.example' },
    ];
    for (const headers of remote) {
      for (const path of aids) {
        const res = await t.call('GET', path, { headers });
        expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json).toEqual({ status: 'error', data: null, message: DEMO_LOCAL_ONLY_MESSAGE });
      }
    }
    // However a local proxy writes a client of this machine, it passes.
    const local: Record<string, string>[] = [
      { Forwarded: 'for=127.0.0.1;host=localhost:4173;proto=http' },
      { Forwarded: 'for="[::1]:50123"' },
      { 'X-Real-IP': '::1', Via: '1.1 localhost' },
      { 'X-Forwarded-For': '127.0.0.1:50123', 'X-Forwarded-Host': '127.0.0.1:4173' },
    ];
    for (const headers of local) {
      expect((await t.call('GET', '/api/dev/outbox', { headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });
});
