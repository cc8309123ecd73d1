import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEMO_RECEIVER_PATH } from '../http/demo-receiver.ts';
import { errorHandler } from '../http/errors.ts';
import { LOG_TEXT_MAX, logText } from '../http/log-text.ts';
import { signPayload } from '../runner/webhook-request.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * Writing to the server's log through a request: in demo mode the log is where people read their
 * one-time code, so a forged "[outbox] one-time code for …" line sends them a code of the attacker's
 * choosing. A request that does not verify writes nothing; every value from a request that reaches
 * a log line is escaped onto that one line and cut to a bounded length (http/log-text.ts).
 */
const FORGED = '[outbox] one-time code for demo@example.com: 424242';
const lineCount = (logs: string[]) => logs.join('\n').split('\n').length;

describe('the demo webhook receiver', () => {
  it('a signed-out, unsigned GET with a newline in `type` writes nothing to the log (it forged a code line)', async () => {
    const t = makeTestApp();
    const before = t.logs.length;
    const query = new URLSearchParams({ type: `x\n${FORGED}`, api_version: '2023-10-15' });
    const res = await t.call('GET', `${DEMO_RECEIVER_PATH}/slack?${query}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status: 'error', data: null });
    expect(t.logs.slice(before)).toEqual([]);
    expect(t.logs.join('\n').split('\n')).not.toContain(FORGED);
  });

  it('a forged signature or an unsigned POST of any size writes nothing either', async () => {
    const t = makeTestApp();
    const before = t.logs.length;
    const body = JSON.stringify({ type: `x\r\n${FORGED}${'y'.repeat(100_000)}` });
    const unsigned = await t.call('POST', `${DEMO_RECEIVER_PATH}/slack`, { body });
    const forged = await t.call('POST', `${DEMO_RECEIVER_PATH}/slack`, {
      body,
      headers: {
        'X-Prequel-Webhook-Timestamp': String(Math.floor(t.now() / 1000)),
        'X-Prequel-Webhook-Signature': 'ab',
      },
    });
    expect([unsigned.status, forged.status]).toEqual([401, 401]);
    expect(t.logs.slice(before)).toEqual([]);
  });

  it('a verified delivery is logged on one line, its values escaped and cut', async () => {
    const t = makeTestApp();
    const before = t.logs.length;
    const payload = new URLSearchParams({ type: `x\n${FORGED}${'y'.repeat(10_000)}` }).toString();
    const timestamp = String(Math.floor(t.now() / 1000));
    const key = serverKey(t.db, WEBHOOK_SIGNING_KEY, new Date(t.now()).toISOString()).private_key;
    const res = await t.call('GET', `${DEMO_RECEIVER_PATH}/slack?${payload}`, {
      headers: {
        'X-Prequel-Webhook-Timestamp': timestamp,
        'X-Prequel-Webhook-Signature': signPayload(`${timestamp}.${payload}`, key),
      },
    });
    expect(res.status).toBe(200);
    const logged = t.logs.slice(before);
    expect(logged).toHaveLength(1);
    expect(lineCount(logged)).toBe(1);
    expect(logged[0]).toMatch(/^\[webhook-receiver\] slack GET x\\n\[outbox\] one-time code for/);
    expect(logged[0]?.length).toBeLessThan(LOG_TEXT_MAX + 100);
  });
});

describe('the log line of a failed request', () => {
  it('names the path escaped, so an encoded newline in the URL starts no line of its own', async () => {
    const logs: string[] = [];
    const app = new Hono().onError(errorHandler({ log: { info: () => {}, error: (m) => logs.push(m) } }));
    app.get('*', () => {
      throw new Error('boom');
    });
    const res = await app.request('http://127.0.0.1:4173/api/x%0A%5Boutbox%5D%20forged%20line');
    expect(res.status).toBe(500);
    expect(logs).toEqual(['GET /api/x\\n[outbox] forged line failed']);
  });
});

describe('logText', () => {
  it('escapes control, separator and bidi characters and the backslash, and cuts long values', () => {
    expect(logText('a\nb\rc\td')).toBe('a\\nb\\rc\\td');
    expect(logText('\u001b[31mred\u2028\u202e\\n')).toBe('\\u{1b}[31mred\\u{2028}\\u{202e}\\\\n');
    expect(logText('demo@example.com')).toBe('demo@example.com');
    const long = logText('\n'.repeat(10_000));
    expect(long).toHaveLength(LOG_TEXT_MAX + 1);
    expect(long.endsWith('…')).toBe(true);
  });
});
