import { describe, expect, it } from 'vitest';
import { DEMO_RECEIVER_PATH, demoReceiverOrigin } from '../http/demo-receiver.ts';
import { signPayload } from '../runner/webhook-request.ts';
import { serverKey, WEBHOOK_SIGNING_KEY } from '../store/server-keys.ts';
import { makeTestApp } from '../testing/test-app.ts';
import { recentKeys } from './dev-webhook-receiver.ts';

type TestApp = ReturnType<typeof makeTestApp>;

const keys = new WeakMap<TestApp, string>();
const privateKeyOf = (t: TestApp) => {
  const known = keys.get(t);
  if (known) return known;
  const key = serverKey(t.db, WEBHOOK_SIGNING_KEY, new Date(t.now()).toISOString()).private_key;
  keys.set(t, key);
  return key;
};

/** Signs like a delivery does, with this server's own key, at the app's clock. */
function signed(t: TestApp, payload: string, atMs = t.now()) {
  const timestamp = String(Math.floor(atMs / 1000));
  return {
    'X-Prequel-Webhook-Timestamp': timestamp,
    'X-Prequel-Webhook-Signature': signPayload(`${timestamp}.${payload}`, privateKeyOf(t)),
  };
}

const body = (n: number) =>
  JSON.stringify({ type: 'transfer.error', api_version: '2023-10-15', data: { n } });

async function deliver(t: TestApp, name: string, payload: string, headers = signed(t, payload)) {
  return t.call('POST', `${DEMO_RECEIVER_PATH}/${name}`, {
    body: payload,
    headers: { ...headers, 'Content-Type': 'text/plain' },
  });
}

describe('the demo webhook receiver', () => {
  it('answers 200 to a signed delivery, without a session and whatever the body type', async () => {
    const t = makeTestApp();
    const res = await deliver(t, 'slack', body(1));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ verified: true });
    expect(t.logs).toContain(
      '[webhook-receiver] slack POST transfer.error: answered 200, signature verified.',
    );
  });

  it('refuses a forged body, a forged signature, a missing one and a stale timestamp with 401', async () => {
    const t = makeTestApp();
    const headers = signed(t, body(1));
    expect((await deliver(t, 'slack', body(2), headers)).status).toBe(401);
    const forgedSignature = { ...headers, 'X-Prequel-Webhook-Signature': 'ab'.repeat(256) };
    expect((await deliver(t, 'slack', body(1), forgedSignature)).status).toBe(401);
    const missing = await t.call('POST', `${DEMO_RECEIVER_PATH}/slack`, { body: body(1) });
    expect(missing.status).toBe(401);
    expect(missing.json.message).toBe("The signature does not verify with this server's webhook public key.");
    const stale = await deliver(t, 'slack', body(1), signed(t, body(1), t.now() - 6 * 60_000));
    expect(stale.status).toBe(401);
    expect(stale.json.message).toBe('The signature timestamp is more than 5 minutes away from now.');
  });

  it('verifies a GET delivery over the payload part of its query', async () => {
    const t = makeTestApp();
    const query = new URLSearchParams({ type: 'transfer.success', api_version: '2023-10-15', data: '{}' });
    const headers = signed(t, query.toString());
    const ok = await t.call('GET', `${DEMO_RECEIVER_PATH}/metrics?token=abc&${query}`, { headers });
    expect(ok.status).toBe(200);
    const forged = await t.call('GET', `${DEMO_RECEIVER_PATH}/metrics?${query}x`, { headers });
    expect(forged.status).toBe(401);
  });

  it('as `flaky` answers 503 the first time it sees a payload and 200 after', async () => {
    const t = makeTestApp();
    expect((await deliver(t, 'flaky', body(1))).status).toBe(503);
    expect((await deliver(t, 'flaky', body(1))).status).toBe(200);
    expect((await deliver(t, 'flaky', body(2))).status).toBe(503);
    // Forged deliveries are refused before being remembered.
    expect((await deliver(t, 'flaky', body(3), signed(t, body(4)))).status).toBe(401);
    expect((await deliver(t, 'flaky', body(3))).status).toBe(503);
  });

  it('exists only in demo mode and refuses odd names', async () => {
    const t = makeTestApp({ demoMode: false, smtpUrl: 'smtp://127.0.0.1:2525' });
    expect((await deliver(t, 'slack', body(1))).status).toBe(404);
    const demo = makeTestApp();
    expect((await deliver(demo, 'no%0Aline', body(1))).status).toBe(404);
  });
});

describe('recentKeys (what the flaky receiver remembers)', () => {
  it('keeps at most `max` keys, forgetting the oldest first', () => {
    const seen = recentKeys(3);
    for (const key of ['a', 'b', 'c', 'd']) seen.add(key);
    expect(seen.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => seen.has(key))).toEqual([false, true, true, true]);
    seen.add('b'); // seen again: now the newest
    seen.add('e');
    expect(['b', 'c', 'd', 'e'].map((key) => seen.has(key))).toEqual([true, false, true, true]);
  });
});

describe('demoReceiverOrigin', () => {
  it('is the loopback origin when the server listens there or everywhere, else its public origin', () => {
    const origin = (host: string, publicOrigin: string | null = null) =>
      demoReceiverOrigin({ host, port: 4173, publicOrigin });
    expect(origin('127.0.0.1')).toBe('http://127.0.0.1:4173');
    expect(origin('localhost', 'https://console.acme.example')).toBe('http://127.0.0.1:4173');
    expect(origin('::1')).toBe('http://[::1]:4173');
    expect(origin('0.0.0.0', 'https://console.acme.example')).toBe('http://127.0.0.1:4173');
    expect(origin('192.168.1.20', 'https://console.acme.example')).toBe('https://console.acme.example');
  });
});
