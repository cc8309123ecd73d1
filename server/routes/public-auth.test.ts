import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../auth/one-time-codes.ts';
import { makeTestApp, sessionCookie } from '../testing/test-app.ts';

const DEMO = 'demo@example.com';

describe('POST /api/public/auth/sso-enabled', () => {
  it('is true only for e-mails on the SSO domain', async () => {
    const t = makeTestApp();
    const sso = await t.call('POST', '/api/public/auth/sso-enabled', {
      body: { email: 'sso@sso.example.com' },
    });
    expect(sso.json).toEqual({ status: 'success', data: { sso_enabled: true }, message: '' });
    const plain = await t.call('POST', '/api/public/auth/sso-enabled', { body: { email: DEMO } });
    expect(plain.json.data).toEqual({ sso_enabled: false });
  });

  it('answers malformed JSON with the 400 envelope', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/auth/sso-enabled', { body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ status: 'error', data: null, message: 'Request body is not valid JSON.' });
  });

  it('answers a body of the wrong shape with 422 naming the field', async () => {
    const t = makeTestApp();
    const wrongType = await t.call('POST', '/api/public/auth/sso-enabled', { body: { email: 42 } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.json.message).toBe('email: email must be a string');
    const missing = await t.call('POST', '/api/public/auth/sso-enabled', { body: {} });
    expect(missing.json.message).toBe('email: email is required');
    const notEmail = await t.call('POST', '/api/public/auth/sso-enabled', { body: { email: 'someone' } });
    expect(notEmail.json.message).toBe('email: email must be an e-mail address');
    const notObject = await t.call('POST', '/api/public/auth/sso-enabled', { body: '[1]' });
    expect(notObject.status).toBe(400);
    expect(notObject.json.message).toBe('Request body must be a JSON object.');
  });
});

describe('passwordless sign-in', () => {
  it('sends a 6-digit code to the log and the outbox, and the code signs in', async () => {
    const t = makeTestApp();
    const sent = await t.call('POST', '/api/public/auth/passwordless-login', {
      body: { email: 'Demo@Example.com' },
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toEqual({});
    const code = t.lastCode(DEMO);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await t.call('GET', '/api/dev/outbox');
    expect(outbox.json.data.messages.at(-1)).toMatchObject({ to: DEMO, code });

    const res = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code },
      headers: { Environment: 'staging' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ email: DEMO, environment: 'staging' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^console_session=[\w-]{20,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${14 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');
  });

  it('stores codes hashed, never in clear outside the demo outbox', async () => {
    const t = makeTestApp();
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    const code = t.lastCode(DEMO);
    const row = t.db.prepare('SELECT code_hash FROM one_time_codes WHERE email = ?').get(DEMO) as {
      code_hash: string;
    };
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('outside demo mode with no mail server: 503, and no code in the log or the database', async () => {
    const t = makeTestApp({ demoMode: false, smtpUrl: null });
    const res = await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('We could not send the e-mail with your code. Try again in a minute.');
    expect(() => t.lastCode(DEMO)).toThrow();
    expect(t.errors.map((e) => e.message)).toEqual([
      `[mail] could not send a one-time code to ${DEMO}: SMTP_URL is not set`,
    ]);
    expect(t.db.prepare('SELECT count(*) FROM outbox_messages').pluck().get()).toBe(0);
    expect((await t.call('GET', '/api/dev/outbox')).status).toBe(404);
  });

  it('refuses a code to e-mails that are not app users with 403; their guesses read as wrong codes', async () => {
    const t = makeTestApp();
    const res = await t.call('POST', '/api/public/auth/passwordless-login', {
      body: { email: 'someone@else.com' },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(
      'No account found for someone@else.com. Ask your administrator for an invitation.',
    );
    const validate = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: 'someone@else.com', code: '123456' },
    });
    expect(validate.status).toBe(400);
    expect(validate.json.message).toBe('That code is not valid. 4 tries left.');
  });

  it('counts wrong codes down, then answers 429 on the fifth and every later try', async () => {
    const t = makeTestApp();
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    const code = t.lastCode(DEMO);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
        body: { email: DEMO, code: wrong },
      });
      expect(res.status).toBe(400);
      messages.push(res.json.message as string);
    }
    expect(messages).toEqual([
      'That code is not valid. 4 tries left.',
      'That code is not valid. 3 tries left.',
      'That code is not valid. 2 tries left.',
      'That code is not valid. 1 try left.',
    ]);
    const fifth = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: wrong },
    });
    expect(fifth.status).toBe(429);
    expect(fifth.json.message).toBe('Too many attempts. Request a new code.');
    const right = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code },
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('replaces the old code when a new one is requested', async () => {
    const t = makeTestApp();
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    const first = t.lastCode(DEMO);
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    const second = t.lastCode(DEMO);
    if (first !== second) {
      const old = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
        body: { email: DEMO, code: first },
      });
      expect(old.status).toBe(400);
    }
    const fresh = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: second },
    });
    expect(fresh.status).toBe(200);
  });

  it('rejects an expired code', async () => {
    const t = makeTestApp();
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    t.advance(CODE_TTL_MS + 1);
    const res = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: t.lastCode(DEMO) },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('That code has expired. Request a new code.');
  });

  it('accepts a code just before it expires, once', async () => {
    const t = makeTestApp();
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    t.advance(CODE_TTL_MS - 1000);
    const body = { email: DEMO, code: t.lastCode(DEMO) };
    expect((await t.call('POST', '/api/public/auth/validate-passwordless-code', { body })).status).toBe(200);
    const again = await t.call('POST', '/api/public/auth/validate-passwordless-code', { body });
    expect(again.status).toBe(400);
  });

  it('answers a code nobody requested as a wrong code, and 422 for a non-numeric code', async () => {
    const t = makeTestApp();
    const none = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: '123456' },
    });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('That code is not valid. 4 tries left.');
    const letters = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: 'abcdef' },
    });
    expect(letters.status).toBe(422);
    expect(letters.json.message).toBe('code: code must be 6 digits');
    const numeric = await t.call('POST', '/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: 123456 },
    });
    expect(numeric.json.message).toBe('code: code must be a string');
  });

  it('sets a Secure cookie when the request came over https', async () => {
    const t = makeTestApp();
    await t.call('POST', '/api/public/auth/passwordless-login', { body: { email: DEMO } });
    const res = await t.call('POST', 'https://console.test/api/public/auth/validate-passwordless-code', {
      body: { email: DEMO, code: t.lastCode(DEMO) },
    });
    expect(res.headers.get('set-cookie')).toContain('Secure');
    expect(sessionCookie(res.headers)).toMatch(/^console_session=/);
  });
});
