import { describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from './http/errors.ts';
import { makeTestApp } from './testing/test-app.ts';

describe('API envelope for failures', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    const t = makeTestApp();
    const res = await t.call('DELETE', '/api/auth-status');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      status: 'error',
      data: null,
      message: 'No API route for DELETE /api/auth-status.',
    });
  });

  it('answers unexpected errors with a generic 500 and logs the stack on the server only', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    t.db.exec('DROP TABLE destination_products');
    const res = await t.call('GET', '/api/destinations', { cookie });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ status: 'error', data: null, message: INTERNAL_ERROR_MESSAGE });
    expect(res.text).not.toContain('destination_products');
    expect(t.errors).toHaveLength(1);
    const logged = t.errors[0]?.error;
    expect(logged).toBeInstanceOf(Error);
    expect(String((logged as Error).stack)).toContain('destination_products');
  });

  it('refuses bodies over 1 MB with a 413 envelope', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/auth/sso-enabled', {
      body: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.status).toBe('error');
  });

  it('marks API replies as not cacheable', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/auth/sso-enabled', { body: { email: 'a@b.co' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
