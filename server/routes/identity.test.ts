import { describe, expect, it } from 'vitest';
import { AUTH_CODE_TTL_MS, AUTH_REQUEST_TTL_MS } from '../auth/identity-requests.ts';
import { makeTestApp } from '../testing/test-app.ts';

const SSO = 'sso@sso.example.com';
type TestApp = ReturnType<typeof makeTestApp>;

/** Follows the stub identity provider: start URL → page → approve → the code in the redirect. */
async function approve(t: TestApp, url: string) {
  const page = await t.call('GET', url);
  const request = /name="request" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const res = await t.app.request('http://127.0.0.1:4173/api/identity/approve', {
    method: 'POST',
    body: new URLSearchParams({ request }),
  });
  return {
    page,
    res,
    code: new URL(res.headers.get('location') ?? '/', 'http://x.invalid').searchParams.get('code'),
  };
}

describe('SSO sign-in through the stub identity provider', () => {
  it('gives the provider URL for an SSO e-mail and refuses e-mails of other domains', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    expect(res.status).toBe(200);
    expect(res.json.data.url).toMatch(
      /^http:\/\/127\.0\.0\.1:4173\/api\/identity\/authorize\?request=[\w-]+$/,
    );
    const plain = await t.call('POST', '/api/public/auth/sso-login', { body: { email: 'demo@example.com' } });
    expect(plain.status).toBe(400);
    expect(plain.json.message).toBe('SSO is not enabled for this account.');
  });

  it('tells a non-member of the SSO domain that there is no account only after the identity provider', async () => {
    const t = makeTestApp();
    // Same answer as for a member: sso-login reveals nothing about who has an account.
    const start = await t.call('POST', '/api/public/auth/sso-login', {
      body: { email: 'eve@sso.example.com' },
    });
    expect(start.status).toBe(200);
    expect(start.json.data.url).toMatch(/\/api\/identity\/authorize\?request=[\w-]+$/);
    const { code } = await approve(t, start.json.data.url);
    const refused = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code } });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'No account found for eve@sso.example.com. Ask your administrator for an invitation.',
    );
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('serves an accessible approval page with exactly one "Approve sign-in" button', async () => {
    const t = makeTestApp();
    const start = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    const page = await t.call('GET', start.json.data.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<title>Sign in</title>');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('Single sign-on (SSO)');
    expect(page.text).toContain(SSO);
    expect(page.text.match(/<button/g)).toHaveLength(1);
    expect(page.text).toContain('<button type="submit">Approve sign-in</button>');
  });

  it('approving redirects to /login-successful with a code that signs in once', async () => {
    const t = makeTestApp();
    const start = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    const { res, code } = await approve(t, start.json.data.url);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login-successful\?code=[\w-]+$/);

    const signedIn = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data).toEqual({ email: SSO, environment: 'prod' });
    expect(signedIn.headers.get('set-cookie')).toMatch(/^console_session=/);

    const reused = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code } });
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe('This sign-in link has expired. Please sign in again.');
  });

  it('redirects to the console origin when it is configured', async () => {
    const t = makeTestApp({ consoleOrigin: 'http://localhost:5173' });
    const start = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    const { res } = await approve(t, start.json.data.url);
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/login-successful\?code=/);
  });

  it('rejects unknown and expired auth codes', async () => {
    const t = makeTestApp();
    const unknown = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('This sign-in link has expired. Please sign in again.');

    const start = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    const { code } = await approve(t, start.json.data.url);
    t.advance(AUTH_CODE_TTL_MS + 1);
    const late = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code } });
    expect(late.status).toBe(400);
    const empty = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code: '' } });
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe('code: code is required');
  });

  it('shows an error page for unknown, expired or already approved requests', async () => {
    const t = makeTestApp();
    const unknown = await t.call('GET', '/api/identity/authorize?request=made-up');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('unknown or has expired');
    expect(unknown.text).toContain('href="/login"');

    const start = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    const first = await approve(t, start.json.data.url);
    expect(first.res.status).toBe(302);
    const second = await approve(t, start.json.data.url);
    expect(second.page.status).toBe(400);
    expect(second.res.status).toBe(400);

    const later = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    t.advance(AUTH_REQUEST_TTL_MS + 1);
    expect((await t.call('GET', later.json.data.url)).status).toBe(400);
  });
});

describe('Google sign-in (stub)', () => {
  it('signs in the Google demo account after approval', async () => {
    const t = makeTestApp();
    const start = await t.call('POST', '/api/public/auth/google-oauth-login');
    expect(start.status).toBe(200);
    const { page, code } = await approve(t, start.json.data.url);
    expect(page.text).toContain('Google');
    expect(page.text).toContain('demo@example.com');
    const signedIn = await t.call('POST', '/api/public/auth/retrieve-token', { body: { code } });
    expect(signedIn.json.data.email).toBe('demo@example.com');
  });

  it('uses GOOGLE_DEMO_EMAIL when set', async () => {
    const t = makeTestApp({ googleDemoEmail: 'priya.patel@example.com' });
    const start = await t.call('POST', '/api/public/auth/google-oauth-login');
    const { page } = await approve(t, start.json.data.url);
    expect(page.text).toContain('priya.patel@example.com');
  });
});
