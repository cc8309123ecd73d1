import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInRefusal } from '../../src/api/schemas/sign-in-refusal.ts';
import { DEMO_SSO_CONNECTION_ID } from '../db/seed/organization.ts';
import { insertSsoConnection, updateOidcClient } from '../store/sso-connections.ts';
import { makeTestApp } from '../testing/test-app.ts';
import { startTestIssuer, type TokenPlan } from '../testing/test-issuer.ts';

/**
 * Attacks on SSO and Google sign-in, against a provider on this machine that mints
 * whatever ID token a test asks for (testing/test-issuer.ts). Each is refused with a redirect to
 * /login naming a fixed reason, and nothing is half signed in: no session, no auth code, no attempt
 * left to reuse, the sign-in cookie cleared.
 */
const SSO = 'sso@sso.example.com';
const SSO_CLIENT = { clientId: 'console-sso-test', clientSecret: 'sso-client-secret-Hq73Lx' };
const GOOGLE_CLIENT = { clientId: 'console-google-test', clientSecret: 'google-client-secret-Pw28Zr' };
const CORP_CLIENT = { clientId: 'console-corp-test', clientSecret: 'corp-client-secret-Tn51Ke' };

let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
beforeAll(async () => {
  issuer = await startTestIssuer([SSO_CLIENT, GOOGLE_CLIENT, CORP_CLIENT]);
});
afterAll(() => issuer.close());

type TestApp = ReturnType<typeof makeTestApp>;

/** The test app with the seeded SSO connection on the test provider, and Google on it too. */
function app(overrides: Parameters<typeof makeTestApp>[0] = {}) {
  const t = makeTestApp({ google: { issuer: issuer.issuer, ...GOOGLE_CLIENT }, ...overrides });
  updateOidcClient(t.db, DEMO_SSO_CONNECTION_ID, { issuer: issuer.issuer, ...SSO_CLIENT });
  return t;
}

const count = (t: TestApp, table: string) =>
  t.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/** Starts an SSO (or, without an e-mail, Google) sign-in as the console would. */
async function start(t: TestApp, email?: string) {
  const res = email
    ? await t.call('POST', '/api/public/auth/sso-login', { body: { email } })
    : await t.call('POST', '/api/public/auth/google-oauth-login');
  expect(res.status, res.text).toBe(200);
  const url = new URL(res.json.data.url);
  const setCookies = res.headers.getSetCookie();
  const setCookie = setCookies.find((line) => line.startsWith('console_sign_in=')) ?? '';
  const browserCookie = setCookies.find((line) => line.startsWith('console_sign_in_browser=')) ?? '';
  return {
    url,
    setCookie,
    browserCookie,
    cookie: setCookie.split(';')[0] ?? '',
    /** What this browser sends retrieve-token. */
    browser: browserCookie.split(';')[0] ?? '',
    state: url.searchParams.get('state') ?? '',
  };
}

const callback = (t: TestApp, cookie: string | undefined, query: Record<string, string>) =>
  t.call('GET', `/api/sso/callback?${new URLSearchParams(query)}`, cookie ? { cookie } : {});

/** Signs `email` in at the provider with `plan` and comes back to the callback with its code. */
async function roundTrip(t: TestApp, email: string, plan: TokenPlan = {}, startWith: string | null = email) {
  const started = await start(t, startWith ?? undefined);
  const code = issuer.authorize(started.url.href, email, plan);
  const res = await callback(t, started.cookie, { code, state: started.state });
  return { ...started, code, res };
}

/** `attemptsLeft`: sign-ins of other browsers still waiting for their own callback. */
function expectRefused(
  t: TestApp,
  res: Awaited<ReturnType<typeof callback>>,
  reason: SignInRefusal,
  attemptsLeft = 0,
) {
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe(`/login?error=${reason}`);
  expect(res.headers.get('set-cookie')).toMatch(/^console_sign_in=; Max-Age=0; Path=\/api\/sso\/callback/);
  expect(count(t, 'sessions')).toBe(0);
  expect(count(t, 'auth_codes')).toBe(0);
  expect(count(t, 'sign_in_attempts')).toBe(attemptsLeft);
}

describe('SSO over OpenID Connect', () => {
  it('signs a member in: PKCE and a path-limited cookie out, our one-time code back, nothing secret on the log', async () => {
    const t = app();
    const { url, setCookie, browserCookie, browser, code, res } = await roundTrip(t, SSO);
    expect(url.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: SSO_CLIENT.clientId,
      redirect_uri: 'http://127.0.0.1:4173/api/sso/callback',
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
      login_hint: SSO,
    });
    expect(setCookie).toMatch(
      /^console_sign_in=[\w-]{40,}; Max-Age=600; Path=\/api\/sso\/callback; HttpOnly; SameSite=Lax$/,
    );
    expect(res.status).toBe(302);
    const next = new URL(res.headers.get('location') ?? '', 'http://x.invalid');
    expect(next.pathname).toBe('/login-successful');
    const ours = next.searchParams.get('code') ?? '';
    expect(count(t, 'sessions')).toBe(0);
    // The hand-back is bound to this browser (login CSRF): a cookie only retrieve-token reads.
    expect(browserCookie).toMatch(
      /^console_sign_in_browser=[\w-]{40,}; Max-Age=900; Path=\/api\/public\/auth\/retrieve-token; HttpOnly; SameSite=Lax$/,
    );
    const signedIn = await t.call('POST', '/api/public/auth/retrieve-token', {
      body: { code: ours },
      cookie: browser,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toEqual({ email: SSO, environment: 'prod' });
    // Our code works once.
    const again = await t.call('POST', '/api/public/auth/retrieve-token', {
      body: { code: ours },
      cookie: browser,
    });
    expect(again.status).toBe(400);
    const logged = JSON.stringify([t.logs, t.errors]);
    expect(logged).toContain(`[sso] ${SSO} signed in through Acme SSO (demo)`);
    for (const secret of [ours, code, SSO_CLIENT.clientSecret, url.searchParams.get('state') ?? '']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('sends the provider back to PUBLIC_ORIGIN, not to the Host the request named', async () => {
    const t = app({ publicOrigin: 'https://console.acme.example' });
    const res = await t.call('POST', 'http://evil.example/api/public/auth/sso-login', {
      body: { email: SSO },
    });
    const url = new URL(res.json.data.url);
    expect(url.searchParams.get('redirect_uri')).toBe('https://console.acme.example/api/sso/callback');
  });

  it('refuses a wrong or missing state', async () => {
    const t = app();
    const wrong = await start(t, SSO);
    const code = issuer.authorize(wrong.url.href, SSO);
    expectRefused(t, await callback(t, wrong.cookie, { code, state: 'not-the-state' }), 'unverified');
    const missing = await start(t, SSO);
    const code2 = issuer.authorize(missing.url.href, SSO);
    expectRefused(t, await callback(t, missing.cookie, { code: code2 }), 'unverified');
  });

  it('refuses a callback from another browser (no sign-in cookie) and a replayed code', async () => {
    const t = app();
    const started = await start(t, SSO);
    const code = issuer.authorize(started.url.href, SSO);
    expectRefused(t, await callback(t, undefined, { code, state: started.state }), 'expired', 1);
    t.db.prepare('DELETE FROM sign_in_attempts').run();
    const replay = await roundTrip(t, SSO);
    expect(replay.res.headers.get('location')).toMatch(/^\/login-successful\?code=/);
    t.db.prepare('DELETE FROM auth_codes').run();
    const again = await callback(t, replay.cookie, { code: replay.code, state: replay.state });
    expectRefused(t, again, 'expired');
  });

  it("hands a sign-in back only to the browser that started it: another's link is refused (login CSRF)", async () => {
    // The attacker signs in in their own browser and sends the /login-successful link to a victim,
    // whose browser has no sign-in of its own, or one of its own under way.
    const t = app();
    const { res, browser } = await roundTrip(t, SSO);
    const code = new URL(res.headers.get('location') ?? '', 'http://x.invalid').searchParams.get('code');
    const victim = await start(t, 'lucas.moreau@sso.example.com');
    for (const cookie of [undefined, victim.browser]) {
      const refused = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code }, cookie });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe('This sign-in link has expired. Please sign in again.');
    }
    expect(count(t, 'sessions')).toBe(0);
    const signedIn = await t.call('POST', '/api/public/auth/retrieve-token', {
      body: { code },
      cookie: browser,
    });
    expect(signedIn.json.data.email).toBe(SSO);
  });

  it('refuses a sign-in attempt older than 10 minutes', async () => {
    const t = app();
    const started = await start(t, SSO);
    const code = issuer.authorize(started.url.href, SSO);
    t.advance(10 * 60 * 1000);
    expectRefused(t, await callback(t, started.cookie, { code, state: started.state }), 'expired');
  });

  it('refuses an ID token for another audience, from another issuer, expired, or with another nonce', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged: TokenPlan[] = [
      { claims: { aud: 'some-other-client' } },
      { claims: { iss: 'http://127.0.0.1:9/other-issuer' } },
      { claims: { iat: now - 3600, exp: now - 600 } },
      { claims: { nonce: 'not-the-nonce' } },
      { claims: { nonce: undefined } },
    ];
    for (const plan of forged) {
      const t = app();
      expectRefused(t, (await roundTrip(t, SSO, plan)).res, 'unverified');
    }
  });

  it('refuses an unsigned ID token (alg none)', async () => {
    const t = app();
    expectRefused(t, (await roundTrip(t, SSO, { key: 'none' })).res, 'unverified');
  });

  it('refuses an ID token signed with a key the issuer does not publish (under its key id)', async () => {
    const t = app();
    expectRefused(t, (await roundTrip(t, SSO, { key: 'unpublished' })).res, 'unverified');
  });

  it('refuses an e-mail the provider has not verified', async () => {
    for (const emailVerified of [false, undefined, 'true']) {
      const t = app();
      const { res } = await roundTrip(t, SSO, { claims: { email_verified: emailVerified } });
      expectRefused(t, res, 'email_unverified');
    }
  });

  it("refuses an e-mail outside the connection's domains, member or not", async () => {
    for (const email of ['priya.patel@example.com', 'someone@elsewhere.example']) {
      const t = app();
      expectRefused(t, (await roundTrip(t, email, {}, SSO)).res, 'wrong_domain');
    }
  });

  it('refuses a non-member, and creates them on first sign-in only where the connection says so', async () => {
    const t = app();
    expectRefused(t, (await roundTrip(t, 'new.hire@sso.example.com')).res, 'no_account');
    insertSsoConnection(t.db, {
      kind: 'oidc',
      name: 'Corp',
      domains: ['corp.example'],
      createUsers: true,
      oidcIssuer: issuer.issuer,
      ...{ oidcClientId: CORP_CLIENT.clientId, oidcClientSecret: CORP_CLIENT.clientSecret },
      samlIdpSsoUrl: null,
      samlIdpEntityId: null,
      samlIdpCert: null,
    });
    const { res, browser } = await roundTrip(t, 'first.day@corp.example');
    const code = new URL(res.headers.get('location') ?? '', 'http://x.invalid').searchParams.get('code');
    const signedIn = await t.call('POST', '/api/public/auth/retrieve-token', {
      body: { code },
      cookie: browser,
    });
    expect(signedIn.json.data.email).toBe('first.day@corp.example');
    expect(t.logs).toContain('[sso] added first.day@corp.example on first sign-in through Corp');
  });

  it("says the provider refused when it sends an error back, and keeps the provider's words off the screen", async () => {
    const t = app();
    const started = await start(t, SSO);
    const res = await callback(t, started.cookie, {
      error: 'access_denied',
      error_description: '<script>alert(1)</script>',
      state: started.state,
    });
    expectRefused(t, res, 'refused');
  });
});

describe('Google through the same code', () => {
  it('signs a member in, and sends an e-mail of an SSO domain to its SSO instead', async () => {
    const t = app();
    const { url, res } = await roundTrip(t, 'demo@example.com', {}, null);
    expect(url.searchParams.get('client_id')).toBe(GOOGLE_CLIENT.clientId);
    expect(url.searchParams.has('login_hint')).toBe(false);
    expect(res.headers.get('location')).toMatch(/^\/login-successful\?code=/);
    const sso = app();
    expectRefused(sso, (await roundTrip(sso, SSO, {}, null)).res, 'use_sso');
  });

  it('refuses a token for the SSO client at the Google callback (audience)', async () => {
    const t = app();
    const { res } = await roundTrip(t, 'demo@example.com', { claims: { aud: SSO_CLIENT.clientId } }, null);
    expectRefused(t, res, 'unverified');
  });

  it('answers 503 when Google is not configured', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/auth/google-oauth-login');
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('Failed to send Google OAuth login.');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
