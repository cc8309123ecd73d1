import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/api/schemas/envelope.ts';
import { organizationReply, userReply } from '../../src/api/schemas/organization.ts';
import { SESSION_TTL_MS } from '../auth/sessions.ts';
import { makeTestApp } from '../testing/test-app.ts';

describe('session endpoints', () => {
  it('reports the session before and after signing in', async () => {
    const t = makeTestApp();
    const before = await t.call('GET', '/api/auth-status');
    expect(before.status).toBe(401);
    expect(before.json).toEqual({ status: 'error', data: null, message: 'Not signed in.' });
    const cookie = await t.signIn();
    const after = await t.call('GET', '/api/auth-status', { cookie });
    expect(after.status).toBe(200);
    expect(after.json.data).toEqual({ authenticated: true, email: 'demo@example.com', environment: 'prod' });
  });

  it('remembers the environment switch on the session', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const switched = await t.call('POST', '/api/auth/environment', {
      cookie,
      body: { environment: 'staging' },
    });
    expect(switched.status).toBe(200);
    expect(switched.json.data).toEqual({ environment: 'staging' });
    expect((await t.call('GET', '/api/auth-status', { cookie })).json.data.environment).toBe('staging');

    const bad = await t.call('POST', '/api/auth/environment', { cookie, body: { environment: 'dev' } });
    expect(bad.status).toBe(422);
    expect(bad.json.message).toMatch(/^environment: /);
    const signedOut = await t.call('POST', '/api/auth/environment', { body: { environment: 'prod' } });
    expect(signedOut.status).toBe(401);
  });

  it('logout deletes the session, clears the cookie and sends Clear-Site-Data', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const headers = { 'X-Prequel-Api-Version': '2023-12-01', Environment: 'prod' };
    const res = await t.call('GET', '/api/logout', { cookie, headers });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({});
    expect(res.headers.get('clear-site-data')).toBe('"cookies"');
    expect(res.headers.get('set-cookie')).toMatch(/^console_session=; Max-Age=0; Path=\//);
    expect((await t.call('GET', '/api/auth-status', { cookie })).status).toBe(401);
    expect(t.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
    const again = await t.call('GET', '/api/logout', { headers });
    expect(again.status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const token = cookie.split('=')[1] ?? '';
    const stored = t.db.prepare('SELECT token_hash FROM sessions').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(token);
  });

  it('expires after 14 days without use and slides while used', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    t.advance(SESSION_TTL_MS - 60_000);
    const used = await t.call('GET', '/api/auth-status', { cookie });
    expect(used.status).toBe(200);
    expect(used.headers.get('set-cookie')).toContain(`Max-Age=${SESSION_TTL_MS / 1000}`);
    t.advance(SESSION_TTL_MS - 60_000);
    expect((await t.call('GET', '/api/auth-status', { cookie })).status).toBe(200);
    t.advance(SESSION_TTL_MS + 1);
    const expired = await t.call('GET', '/api/orgs', { cookie });
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe('Your session has expired. Please sign in again.');
    expect((await t.call('GET', '/api/auth-status', { cookie })).json.message).toBe('Not signed in.');
  });

  it('serves the organisation and the user to a signed-in person only', async () => {
    const t = makeTestApp();
    expect((await t.call('GET', '/api/orgs')).status).toBe(401);
    expect((await t.call('GET', '/api/user')).status).toBe(401);
    const cookie = await t.signIn('priya.patel@example.com');
    const org = v.parse(envelope(organizationReply), (await t.call('GET', '/api/orgs', { cookie })).json);
    expect(org.data.organization).toMatchObject({
      name: 'Acme Analytics',
      default_frequency_minutes: 1440,
      fastest_allowed_frequency_minutes: 15,
      sso_enabled: true,
    });
    expect(org.data.organization.app_users).toEqual(
      expect.arrayContaining(['demo@example.com', 'sso@sso.example.com']),
    );
    const user = v.parse(envelope(userReply), (await t.call('GET', '/api/user', { cookie })).json);
    expect(user.data.user).toMatchObject({
      email: 'priya.patel@example.com',
      organization_id: org.data.organization.id,
    });
  });
});
