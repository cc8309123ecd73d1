import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { issueCode } from '../auth/one-time-codes.ts';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../auth/sessions.ts';
import { codeOf, type SmtpSink, startSmtpSink as startSink } from '../testing/smtp-sink.ts';
import { makeTestApp, sessionCookie } from '../testing/test-app.ts';

/**
 * Attacks on signing in: each sends what an attacker would and checks both
 * the refusal and that nothing happened (no session, no code handed out).
 */
const DEMO = 'demo@example.com';
const SSO = 'sso@sso.example.com';
const LOGIN = '/api/public/auth/passwordless-login';
const VALIDATE = '/api/public/auth/validate-passwordless-code';
const DAY_MS = 24 * 60 * 60 * 1000;

type TestApp = ReturnType<typeof makeTestApp>;

/** A guess from a given client address (tests turn TRUST_PROXY on to name it). */
const from = (address: string) => ({ 'X-Forwarded-For': address });
const guess = (t: TestApp, email: string, code: string, headers: Record<string, string> = {}) =>
  t.call('POST', VALIDATE, { body: { email, code }, headers });
const requestCode = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.call('POST', LOGIN, { body: { email }, headers });
const wrongCodeFor = (right: string) => (right === '000000' ? '111111' : '000000');
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
const failuresOf = (t: TestApp, email: string) =>
  t.db.prepare('SELECT failures FROM sign_in_failures WHERE subject = ?').pluck().get(`email:${email}`);
const codesIn = (texts: string[]) => texts.join('\n').match(/\b\d{6}\b/g) ?? [];

describe('guessing one-time codes', () => {
  it('asking for a new code after every 5 wrong guesses no longer resets the count: the e-mail locks, and the wait doubles', async () => {
    const t = makeTestApp();
    await requestCode(t, DEMO);
    const wrong = wrongCodeFor(t.lastCode(DEMO));
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await guess(t, DEMO, wrong));
    expect(first.map((r) => r.status)).toEqual([400, 400, 400, 400, 429]);
    expect(first[4]?.json.message).toBe('Too many attempts. Request a new code.');

    // The attack of 95e943b: a new code resets the count and five more guesses follow.
    expect((await requestCode(t, DEMO)).status).toBe(200);
    const right = t.lastCode(DEMO);
    const sixth = await guess(t, DEMO, wrongCodeFor(right));
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe('Too many wrong codes for this e-mail. Try again in 30 seconds.');
    expect(retryAfter(sixth)).toBe(30);
    // While locked even the right code is refused unchecked, and no session is made.
    const locked = await guess(t, DEMO, right);
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBe(30);
    expect(locked.headers.get('set-cookie')).toBeNull();
    expect(t.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);

    const waits: number[] = [];
    let wait = retryAfter(sixth);
    for (let i = 0; i < 3; i++) {
      t.advance(wait * 1000);
      const next = await guess(t, DEMO, wrongCodeFor(right));
      expect(next.status).toBe(429);
      wait = retryAfter(next);
      waits.push(wait);
    }
    expect(waits).toEqual([60, 120, 240]);
    expect(failuresOf(t, DEMO)).toBe(9);

    // Once the lock is over, the right code signs in and the count starts afresh.
    t.advance(240_000);
    const signedIn = await guess(t, DEMO, right);
    expect(signedIn.status).toBe(200);
    expect(failuresOf(t, DEMO)).toBeUndefined();
  });

  it('an hour of guessing as fast as the server allows checks a dozen codes, not thousands', async () => {
    const t = makeTestApp();
    const ROUND_TRIP_MS = 20;
    const end = t.now() + 60 * 60 * 1000;
    let requests = 0;
    let guesses = 0;
    const send = async (path: string, body: object) => {
      requests++;
      t.advance(ROUND_TRIP_MS);
      const res = await t.call('POST', path, { body });
      // A patient script waits exactly as long as it is told to.
      if (res.headers.has('retry-after')) t.advance(retryAfter(res) * 1000);
      return res;
    };
    while (t.now() < end && requests < 2000) {
      if ((await send(LOGIN, { email: DEMO })).status !== 200) continue;
      for (let i = 0; i < 5 && t.now() < end; i++) {
        guesses++;
        await send(VALIDATE, { email: DEMO, code: wrongCodeFor(t.lastCode(DEMO)) });
      }
    }
    // 5 free wrong codes, then locks of 30 s, 1, 2, 4, 8, 16 and 32 minutes fill the hour
    // (95e943b checked about 180,000 in the same hour).
    expect(guesses).toBeLessThan(40);
    expect(failuresOf(t, DEMO)).toBeLessThanOrEqual(12);
    expect(t.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
  });

  it('spraying wrong codes over many e-mails from one address locks the address, and only it', async () => {
    const t = makeTestApp({ trustProxy: true });
    const attacker = from('203.0.113.7');
    for (let i = 0; i < 20; i++) {
      const res = await guess(t, `user${i}@example.com`, '123456', attacker);
      expect(res.status).toBe(400);
    }
    const over = await guess(t, 'user20@example.com', '123456', attacker);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe('Too many wrong codes from your network. Try again in 30 seconds.');
    expect(retryAfter(over)).toBe(30);

    // The locked address cannot sign in even with a right code; another address can.
    await requestCode(t, DEMO, from('198.51.100.2'));
    const code = t.lastCode(DEMO);
    const refused = await guess(t, DEMO, code, attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const other = await guess(t, DEMO, code, from('198.51.100.2'));
    expect(other.status).toBe(200);
  });

  it('an IPv6 attacker cannot escape the address lock by moving inside its /64', async () => {
    const t = makeTestApp({ trustProxy: true });
    for (let i = 0; i < 20; i++) {
      expect((await guess(t, `user${i}@example.com`, '123456', from(`2001:db8:1:2::${i + 1}`))).status).toBe(
        400,
      );
    }
    const moved = await guess(t, 'user20@example.com', '123456', from('2001:db8:1:2:ffff::99'));
    expect(moved.status).toBe(429);
  });

  it('X-Forwarded-For is not believed without TRUST_PROXY: a forged address does not escape the lock', async () => {
    // Outside demo mode: demo mode refuses the header without TRUST_PROXY (demo-mode.test.ts).
    const t = makeTestApp({ demoMode: false, trustProxy: false });
    for (let i = 0; i < 20; i++) await guess(t, `user${i}@example.com`, '123456', from(`203.0.113.${i}`));
    const forged = await guess(t, 'user20@example.com', '123456', from('203.0.113.250'));
    expect(forged.status).toBe(429);
  });

  it('a restart does not reset the count: the lock lives in the database', async () => {
    const t = makeTestApp();
    await requestCode(t, DEMO);
    for (let i = 0; i < 5; i++) await guess(t, DEMO, wrongCodeFor(t.lastCode(DEMO)));
    await requestCode(t, DEMO);
    await guess(t, DEMO, wrongCodeFor(t.lastCode(DEMO)));
    const restarted = createApp({ db: t.db, config: t.config, now: t.now, log: { info() {}, error() {} } });
    const res = await restarted.request('http://127.0.0.1:4173/api/public/auth/validate-passwordless-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO, code: t.lastCode(DEMO) }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('asking for codes', () => {
  it('caps code requests per e-mail (5 in 15 minutes), for unknown e-mails just the same', async () => {
    const t = makeTestApp();
    for (const email of [DEMO, 'nobody@example.com']) {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await requestCode(t, email)).status);
      expect(statuses).toEqual(email === DEMO ? [200, 200, 200, 200, 200] : [403, 403, 403, 403, 403]);
      const over = await requestCode(t, email);
      expect(over.status).toBe(429);
      expect(over.json.message).toBe(
        'Too many codes were requested for this e-mail. Try again in 15 minutes.',
      );
      expect(retryAfter(over)).toBe(15 * 60);
    }
    // The refused request sent nothing.
    const sent = t.logs.filter((l) => l.startsWith(`[outbox] one-time code for ${DEMO}`)).length;
    expect(sent).toBe(5);
    expect(t.db.prepare('SELECT count(*) FROM outbox_messages WHERE to_email = ?').pluck().get(DEMO)).toBe(5);

    t.advance(15 * 60 * 1000);
    expect((await requestCode(t, DEMO)).status).toBe(200);
  });

  it('caps code requests per address across e-mails (20 in 15 minutes)', async () => {
    const t = makeTestApp({ trustProxy: true });
    const attacker = from('203.0.113.9');
    const emails = [
      'demo@example.com',
      'priya.patel@example.com',
      ...Array.from({ length: 18 }, (_, i) => `p${i}@example.com`),
    ];
    for (const email of emails) expect([200, 403]).toContain((await requestCode(t, email, attacker)).status);
    const sentBefore = t.logs.length;
    const over = await requestCode(t, 'priya.patel@example.com', attacker);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(
      'Too many codes were requested from your network. Try again in 15 minutes.',
    );
    expect(retryAfter(over)).toBe(15 * 60);
    expect(t.logs.length).toBe(sentBefore);
    expect((await requestCode(t, 'priya.patel@example.com', from('198.51.100.3'))).status).toBe(200);
  });
});

describe('SSO-enforced domains', () => {
  it('an SSO user cannot skip SSO through the one-time code path', async () => {
    const t = makeTestApp();
    const asked = await requestCode(t, SSO);
    expect(asked.status).toBe(403);
    expect(asked.json.message).toBe('SSO is enabled. Sign in with SSO instead.');
    expect(t.logs.some((l) => l.includes(SSO))).toBe(false);
    expect(t.db.prepare('SELECT count(*) FROM one_time_codes').pluck().get()).toBe(0);
    expect(t.db.prepare('SELECT count(*) FROM outbox_messages').pluck().get()).toBe(0);

    // Even a code made before the domain turned to SSO does not sign in.
    const code = issueCode(t.db, SSO, t.now());
    const used = await guess(t, SSO, code);
    expect(used.status).toBe(403);
    expect(used.json.message).toBe('SSO is enabled. Sign in with SSO instead.');
    expect(used.headers.get('set-cookie')).toBeNull();
    expect(t.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
  });
});

describe('who has an account', () => {
  it('validate-passwordless-code answers an unknown e-mail exactly like a wrong code, lock included', async () => {
    const t = makeTestApp();
    await requestCode(t, DEMO);
    const wrong = wrongCodeFor(t.lastCode(DEMO));
    // Six guesses, then the code (real or not) has run out; ten minutes later, two more: the lock.
    const run = async (email: string, code: string) => {
      const seen = [];
      for (let i = 0; i < 8; i++) {
        if (i === 6) t.advance(10 * 60 * 1000);
        const res = await guess(t, email, code);
        seen.push([res.status, res.json.message, res.headers.get('retry-after')]);
      }
      return seen;
    };
    const known = await run(DEMO, wrong);
    const unknown = await run('nobody@example.com', '123456');
    expect(unknown).toEqual(known);
    expect(known[0]).toEqual([400, 'That code is not valid. 4 tries left.', null]);
    expect(known[5]).toEqual([429, 'Too many attempts. Request a new code.', null]);
    expect(known[6]).toEqual([429, 'Too many wrong codes for this e-mail. Try again in 30 seconds.', '30']);
    expect(failuresOf(t, 'nobody@example.com')).toBe(failuresOf(t, DEMO));
  });
});

describe('sessions', () => {
  it('a session kept busy still ends 30 days after sign-in', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const maxAgeDays: number[] = [];
    for (let day = 7; day <= 28; day += 7) {
      t.advance(7 * DAY_MS);
      const used = await t.call('GET', '/api/auth-status', { cookie });
      expect(used.status).toBe(200);
      const maxAge = /Max-Age=(\d+)/.exec(used.headers.get('set-cookie') ?? '')?.[1];
      if (maxAge) maxAgeDays.push((Number(maxAge) * 1000) / DAY_MS);
    }
    // Renewed on days 7, 14 and 21; the cookie never outlives day 30.
    expect(maxAgeDays).toEqual([SESSION_TTL_MS / DAY_MS, SESSION_TTL_MS / DAY_MS, 9]);
    t.advance(SESSION_MAX_AGE_MS - 28 * DAY_MS);
    const over = await t.call('GET', '/api/orgs', { cookie });
    expect(over.status).toBe(401);
    expect(over.json.message).toBe('Your session has expired. Please sign in again.');
    expect(t.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(0);
  });

  it('signing in again rotates the session: the old cookie (fixed or stolen before) is worth nothing', async () => {
    const t = makeTestApp();
    const old = await t.signIn();
    await requestCode(t, DEMO);
    const res = await t.call('POST', VALIDATE, {
      body: { email: DEMO, code: t.lastCode(DEMO) },
      cookie: old,
    });
    expect(res.status).toBe(200);
    const fresh = sessionCookie(res.headers);
    expect(fresh).not.toBe(old);
    const oldStatus = await t.call('GET', '/api/auth-status', { cookie: old });
    expect(oldStatus.status).toBe(401);
    expect(t.db.prepare('SELECT count(*) FROM sessions').pluck().get()).toBe(1);
    // The new session works, environment switch included.
    const switched = await t.call('POST', '/api/auth/environment', {
      cookie: fresh,
      body: { environment: 'staging' },
    });
    expect(switched.status).toBe(200);
    expect((await t.call('GET', '/api/auth-status', { cookie: fresh })).json.data.environment).toBe(
      'staging',
    );
  });
});

describe('demo affordances outside demo mode', () => {
  it('the outbox is gone (404), and codes are in neither the log nor the database', async () => {
    const sink = await startSmtpSink();
    const t = makeTestApp({ demoMode: false, smtpUrl: sink.url });
    expect((await requestCode(t, DEMO)).status).toBe(200);
    const outbox = await t.call('GET', '/api/dev/outbox');
    expect(outbox.status).toBe(404);
    expect(outbox.text).not.toMatch(/\b\d{6}\b/);
    const code = codeOf(sink.messages[0]?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const logged = [...t.logs, ...t.errors.map((e) => `${e.message} ${String(e.error)}`)];
    expect(logged.join('\n')).not.toContain(code);
    expect(t.logs).toContain(`[mail] one-time code sent to ${DEMO}`);
    expect(t.db.prepare('SELECT count(*) FROM outbox_messages').pluck().get()).toBe(0);
  });

  it('codes left in the outbox by an earlier demo run are wiped when the server starts outside demo mode', async () => {
    const t = makeTestApp();
    await requestCode(t, DEMO);
    expect(t.db.prepare('SELECT count(*) FROM outbox_messages').pluck().get()).toBe(1);
    createApp({
      db: t.db,
      config: { ...t.config, demoMode: false, smtpUrl: 'smtp://127.0.0.1:9' },
      now: t.now,
    });
    expect(t.db.prepare('SELECT count(*) FROM outbox_messages').pluck().get()).toBe(0);
  });

  it('the stub identity page is gone in every mode (404): nobody approves a sign-in as anyone', async () => {
    for (const t of [makeTestApp(), makeTestApp({ demoMode: false, smtpUrl: 'smtp://127.0.0.1:9' })]) {
      expect((await t.call('GET', '/api/identity/authorize?request=x')).status).toBe(404);
      const approve = await t.call('POST', '/api/identity/approve', { body: { request: 'x' } });
      expect(approve.status).toBe(404);
      expect(t.db.prepare('SELECT count(*) FROM auth_codes').pluck().get()).toBe(0);
    }
  });

  it('SSO and Google answer 503 with the console’s words when no provider answers or none is configured', async () => {
    const t = makeTestApp({ demoMode: false, smtpUrl: 'smtp://127.0.0.1:9' });
    // The seeded connection's provider is not running (its placeholder issuer is a closed local port).
    const sso = await t.call('POST', '/api/public/auth/sso-login', { body: { email: SSO } });
    expect(sso.status).toBe(503);
    expect(sso.json.message).toBe('Failed to fetch SSO login redirect.');
    expect(sso.headers.get('set-cookie')).toBeNull();
    const google = await t.call('POST', '/api/public/auth/google-oauth-login');
    expect(google.status).toBe(503);
    expect(google.json.message).toBe('Failed to send Google OAuth login.');
    expect(t.db.prepare('SELECT count(*) FROM sign_in_attempts').pluck().get()).toBe(0);
  });
});

describe('demo affordances in demo mode answer only on this machine', () => {
  it('a page that rebinds its DNS name to 127.0.0.1 cannot read the outbox', async () => {
    const t = makeTestApp();
    await requestCode(t, DEMO);
    const code = t.lastCode(DEMO);
    const outbox = await t.app.request('http://rebind.example:4173/api/dev/outbox');
    expect(outbox.status).toBe(403);
    expect(await outbox.text()).not.toContain(code);
  });

  it('a request relayed by a local proxy from another machine is refused', async () => {
    const t = makeTestApp();
    await requestCode(t, DEMO);
    const relayed = await t.call('GET', '/api/dev/outbox', { headers: from('203.0.113.50') });
    expect(relayed.status).toBe(403);
    expect(relayed.text).not.toContain(t.lastCode(DEMO));
    expect((await t.call('GET', '/api/dev/outbox')).status).toBe(200);
  });
});

describe('one-time codes by e-mail (SMTP)', () => {
  it('outside demo mode the code arrives over a real SMTP conversation and signs in', async () => {
    const sink = await startSmtpSink();
    const t = makeTestApp({
      demoMode: false,
      smtpUrl: sink.url,
      mailFrom: 'Console <no-reply@console.example>',
    });
    expect((await requestCode(t, 'Demo@Example.com')).status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    const [message] = sink.messages;
    expect(message?.from).toBe('no-reply@console.example');
    expect(message?.to).toEqual([DEMO]);
    expect(message?.raw).toMatch(/^Subject: Your sign-in code$/m);
    expect(message?.raw).toContain('valid for 10 minutes');
    expect(message?.raw).toMatch(/Content-Type: text\/html/);
    const code = codeOf(message?.raw ?? '');
    const res = await guess(t, DEMO, code);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ email: DEMO, environment: 'prod' });
    expect(sessionCookie(res.headers)).toMatch(/^console_session=/);
  });

  it('a mail server that refuses the message: 503 with a clear message, and the log has the error but not the code', async () => {
    const sink = await startSmtpSink({ refuse: true });
    const t = makeTestApp({ demoMode: false, smtpUrl: sink.url });
    const res = await requestCode(t, DEMO);
    expect(res.status).toBe(503);
    expect(res.json.message).toBe('We could not send the e-mail with your code. Try again in a minute.');
    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]?.message).toContain(`could not send a one-time code to ${DEMO}`);
    const code = codeOf(sink.messages[0]?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const logged = [...t.logs, ...t.errors.map((e) => `${e.message} ${(e.error as Error)?.message}`)];
    expect(codesIn(logged)).not.toContain(code);
  });
});

const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((s) => s.close()));
});

async function startSmtpSink(options: { refuse?: boolean } = {}) {
  const sink = await startSink(options);
  sinks.push(sink);
  return sink;
}
