import { format } from 'node:util';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { consoleLogger } from '../app.ts';
import { nodeTransport } from '../egress/transport.ts';
import { DEMO_RECEIVER_PATH } from '../http/demo-receiver.ts';
import { errorHandler } from '../http/errors.ts';
import { LOG_TEXT_MAX, logText } from '../http/log-text.ts';
import { signPayload } from '../runner/webhook-request.ts';
import { WEBHOOK_MAX_ATTEMPTS } from '../runner/webhooks.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { makeTestApp } from '../testing/test-app.ts';
import { appWithWebhook } from '../testing/webhook-app.ts';
import { rawStatusReceiver } from '../testing/webhook-receiver.ts';

/**
 * Writing to the server's log through a request or an answer: in demo mode the log is where people
 * read their one-time code, so a forged "[outbox] one-time code for …" line sends them a code of the
 * attacker's choosing. A request that does not verify writes nothing; every value from outside that
 * reaches a log line is escaped onto that one line and cut to a bounded length (http/log-text.ts),
 * and the logger itself writes each message as one line.
 */
const FORGED = '[outbox] one-time code for demo@example.com: 424242';
const lineCount = (logs: string[]) => logs.join('\n').split('\n').length;
/** What may not reach a log line raw: controls (ESC, CR, U+0085), line separators, bidi overrides. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

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

describe("a webhook receiver's reason phrase", () => {
  // Erase the line, back to its first column: the terminal shows a forged code line. (A bare CR
  // would end the status line: both HTTP parsers refuse the answer then.)
  const reason = `\u001b[2K\u001b[1G[outbox] one-time code for x@acme.example: 123456\u0085\u2028\u202e${'y'.repeat(5000)}`;

  for (const [name, transport] of [
    ['node:http (the server)', nodeTransport],
    ['fetch', fetch],
  ] as const) {
    it(`over ${name}: one log line per attempt, escaped and cut; the delivery keeps it cut, without control characters`, async () => {
      const { base } = await rawStatusReceiver(Buffer.from(`HTTP/1.1 500 ${reason}`));
      const { t, cookie, deliveries } = await appWithWebhook(
        { vendor: 'generic_post', url: `${base}/hook`, events: ['recipient.created'] },
        {},
        transport,
      );
      const before = t.logs.length;
      const created = await t.call('POST', '/api/recipients', {
        cookie,
        body: { recipient: { name: 'Hooked', id_in_provider_system: 'hooked', products: ['Billing'] } },
      });
      expect(created.status).toBe(200);
      await t.webhooks.idle();

      const logged = t.logs.slice(before);
      const attempts = logged.filter((line) => line.startsWith('[webhook] '));
      expect(attempts).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      expect(attempts[0]).toContain(
        'attempt 1 failed: The receiver answered HTTP 500 \uFFFD[2K\uFFFD[1G[outbox] one-time code',
      );
      expect(lineCount(logged)).toBe(logged.length);
      for (const line of logged) {
        expect(line).not.toMatch(UNSAFE);
        expect(line.length).toBeLessThan(LOG_TEXT_MAX + 100);
      }

      const listed = await deliveries();
      expect(listed).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      for (const { error } of listed) {
        expect(error).toMatch(/^The receiver answered HTTP 500 \uFFFD\[2K\uFFFD\[1G\[outbox\] one-time code/);
        expect(error).not.toMatch(UNSAFE);
        expect(error?.length).toBeLessThan(LOG_TEXT_MAX + 50);
      }
    });
  }
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

describe('the console logger', () => {
  /** What consoleLogger writes, one entry per console call, formatted as the console formats it. */
  function written(write: (log: typeof consoleLogger) => void): string[] {
    const out: string[] = [];
    const capture = (...args: unknown[]) => void out.push(format(...args));
    const info = vi.spyOn(console, 'log').mockImplementation(capture);
    const error = vi.spyOn(console, 'error').mockImplementation(capture);
    try {
      write(consoleLogger);
    } finally {
      info.mockRestore();
      error.mockRestore();
    }
    return out;
  }
  const forged = '[outbox] one-time code for x@acme.example: 123456';

  it('writes a message that skipped logText on one line: controls, separators and bidi escaped', () => {
    const out = written((log) => log.info(`[webhook] x \u001b[2K\r${forged}\u0085\u2028\u202e\\n`));
    expect(out).toEqual([`[webhook] x \\u{1b}[2K\\r${forged}\\u{85}\\u{2028}\\u{202e}\\n`]);
  });

  it("shows an error's message escaped and cut, then its stack frames, one per line", () => {
    const error = new Error(`535 from mail.acme.example\n${forged}\n    at ${forged}${'z'.repeat(5000)}`);
    const [entry, ...others] = written((log) => log.error('[mail] could not send a code', error));
    expect(others).toEqual([]);
    const [head, ...frames] = (entry ?? '').split('\n');
    expect(
      head?.startsWith(`[mail] could not send a code Error: 535 from mail.acme.example\\n${forged}\\n`),
    ).toBe(true);
    expect(head?.length).toBeLessThan(LOG_TEXT_MAX + 50);
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame).toMatch(/^ {4}at /);
    expect(frames[0]).toContain('log-injection.test.ts');
    expect(frames.join('\n')).not.toContain(forged);
  });

  it('reads no `%` of a message as a format, and shows what else was thrown through logText', () => {
    const out = written((log) => log.error('GET /api/%s%o failed', `thrown\n${forged}`));
    expect(out).toEqual([`GET /api/%s%o failed thrown\\n${forged}`]);
  });
});
