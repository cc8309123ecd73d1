import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createSession } from '../auth/sessions.ts';
import { ORGANIZATION_ID } from '../db/seed/organization.ts';
import { startDemoSignIn } from '../demo-idp/demo-idp.ts';
import { KEY_WINDOW_MS, KEYS_PER_WINDOW, KEYS_WAITING_MAX } from '../store/key-generation.ts';
import { insertAppUser } from '../store/organization.ts';
import { insertRecipient } from '../store/recipient-writes.ts';
import { measureRotationLoad, median, rotatingClients } from '../testing/key-rotation-load.ts';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * SSH key generation must not stall the server (finding N7): an RSA 2048 key takes ~150 ms
 * of CPU, and when it was made on the event loop, four signed-in users rotating keys in a loop pushed
 * every other request from ~1 ms to ~420 ms (median). The real app, served over HTTP on a loopback
 * port, with the four app users of the demo seed.
 */
const SAMPLES = 20;
/** The GETs are spread out so they span the rotations rather than slipping in between two. */
const GAP_MS = 50;
/**
 * The bound is 3× the idle median, but never under idle + 15 ms: a 1 ms idle GET on a shared, noisy
 * 2-core machine (the rotations themselves keep both cores busy) would otherwise fail on a few ms of
 * scheduling jitter. A generation on the event loop costs ~150 ms a request, far beyond either.
 */
const allowedMs = (idleMs: number) => Math.max(3 * idleMs, idleMs + 15);

describe('SSH key generation under load', () => {
  it('keeps a signed-in GET within 3× its idle latency while four users rotate keys in a loop', async () => {
    const t = makeTestApp({ demoIdpPort: 0 });
    // The SSO users sign in through the demo's OpenID provider, as on a demo server.
    const idp = await startDemoSignIn(t.db, t.config);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await once(server, 'listening');
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const clients = await rotatingClients(baseUrl);
      expect(clients).toHaveLength(4);
      const load = await measureRotationLoad(baseUrl, clients, { samples: SAMPLES, gapMs: GAP_MS });
      expect(load.loadedMs, JSON.stringify(load)).toBeLessThanOrEqual(allowedMs(load.idleMs));
    } finally {
      server.close();
      await idp.close();
    }
  }, 120_000);
});

type TestApp = ReturnType<typeof makeTestApp>;

const firstKey = (recipientId: string) => `/api/actions/generate-ssh-key?recipient_id=${recipientId}`;

/** New recipients of prod, none with a key yet. */
function newRecipients(t: TestApp, count: number, label: string): string[] {
  const product = t.db
    .prepare(`SELECT product_name FROM products WHERE environment = 'prod' ORDER BY product_name LIMIT 1`)
    .pluck()
    .get() as string;
  const nowIso = new Date(t.now()).toISOString();
  return Array.from({ length: count }, (_, i) =>
    insertRecipient(
      t.db,
      'prod',
      { name: `${label} ${i}`, id_in_provider_system: `${label}-${i}`, products: [product] },
      nowIso,
    ),
  );
}

const keysStored = (t: TestApp, recipientIds: string[]) =>
  recipientIds.filter((id) => t.db.prepare('SELECT 1 FROM ssh_keys WHERE recipient_id = ?').get(id)).length;

async function timedCall(t: TestApp, path: string, cookie: string) {
  const started = performance.now();
  const reply = await t.call('POST', path, { cookie });
  return { reply, ms: performance.now() - started };
}

/**
 * A recipient's first key was once not limited (20 asked at once were all made, 3.9 s of
 * keys that another user's rotation then queued behind), and deleting a recipient while its key was
 * made answered 500. First keys and rotations now share the user's and the process's limits.
 */
describe('SSH key generation limits', () => {
  it(`makes one of a user's keys at a time and ${KEYS_PER_WINDOW} a minute, first keys and rotations alike`, async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const burst = newRecipients(t, 20, 'burst');
    const replies = await Promise.all(burst.map((id) => t.call('POST', firstKey(id), { cookie })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const refused of replies.filter((reply) => reply.status !== 200)) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.json).toEqual({
        status: 'error',
        data: null,
        message: 'A new key is already being made for you. Try again in 1 second.',
      });
    }
    expect(keysStored(t, burst)).toBe(1);

    // One at a time they are all made, up to the window's count; then a rotation is refused too.
    const all = [...burst, ...newRecipients(t, KEYS_PER_WINDOW - burst.length, 'rest')];
    for (const id of all.filter((id) => keysStored(t, [id]) === 0)) {
      expect((await t.call('POST', firstKey(id), { cookie })).status).toBe(200);
    }
    const rotation = await t.call('POST', `${firstKey(burst[0] as string)}&rotate=true`, { cookie });
    expect(rotation.status).toBe(429);
    expect(rotation.headers.get('retry-after')).toBe(String(KEY_WINDOW_MS / 1000));
    expect(rotation.json.message).toBe('Too many new SSH keys. Try again in 60 seconds.');
    expect(keysStored(t, all)).toBe(KEYS_PER_WINDOW);
  }, 60_000);

  it("keeps another user's rotation within 10× its idle time while one user asks for 20 first keys at once", async () => {
    const t = makeTestApp();
    const ann = await t.signIn();
    const priya = await t.signIn('priya.patel@example.com');
    const [own] = newRecipients(t, 1, 'own');
    const rotate = `${firstKey(own as string)}&rotate=true`;
    const idle: number[] = [];
    for (let i = 0; i < 7; i++) idle.push((await timedCall(t, rotate, priya)).ms);
    // Priya's key waits for at most Ann's one key in flight: 2-4× idle measured, 26× behind the 20 queued
    // keys of before. RSA keys take a random time to make (their primes are searched for): medians, and a
    // bound well clear of both.
    const loaded: number[] = [];
    for (let trial = 0; trial < 3; trial++) {
      const burst = newRecipients(t, 20, `burst-${trial}`);
      const anns = Promise.all(burst.map((id) => t.call('POST', firstKey(id), { cookie: ann })));
      const { reply, ms } = await timedCall(t, rotate, priya);
      expect(reply.status).toBe(200);
      loaded.push(ms);
      await anns;
    }
    expect(median(loaded), JSON.stringify({ idle, loaded })).toBeLessThanOrEqual(10 * median(idle));
  }, 120_000);

  it('answers 503 with Retry-After beyond the keys the process lets wait, and stores nothing for those', async () => {
    const t = makeTestApp();
    const count = KEYS_WAITING_MAX + 4;
    const recipients = newRecipients(t, count, 'crowd');
    // As many users as that, each asking once: only the process's limit applies.
    const cookies = recipients.map((_, i) => {
      const userId = randomUUID();
      const email = `crowd-${i}@acme.example`;
      insertAppUser(t.db, {
        id: userId,
        organizationId: ORGANIZATION_ID,
        email,
        createdAt: '2026-11-01T00:00:00Z',
      });
      return `${SESSION_COOKIE}=${createSession(t.db, userId, 'prod', t.now()).token}`;
    });
    const replies = await Promise.all(
      recipients.map((id, i) => t.call('POST', firstKey(id), { cookie: cookies[i] as string })),
    );
    // One being made and KEYS_WAITING_MAX waiting; the rest are told to come back.
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(KEYS_WAITING_MAX + 1);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(refused).toHaveLength(3);
    for (const reply of refused) {
      expect(reply.status).toBe(503);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(reply.json.message).toMatch(
        /^The server is busy making other SSH keys\. Try again in \d+ seconds?\.$/,
      );
    }
    expect(keysStored(t, recipients)).toBe(KEYS_WAITING_MAX + 1);
    expect(t.errors).toEqual([]);
  }, 60_000);

  it('answers 404, stores nothing and logs no error when the recipient is deleted while its key is made', async () => {
    const t = makeTestApp();
    const cookie = await t.signIn();
    const [first, rotated] = newRecipients(t, 2, 'doomed') as [string, string];
    expect((await t.call('POST', firstKey(rotated), { cookie })).status).toBe(200);
    for (const [id, path] of [
      [first, firstKey(first)],
      [rotated, `${firstKey(rotated)}&rotate=true`],
    ] as const) {
      const making = t.call('POST', path, { cookie });
      // One turn of the event loop: the key is being made on the threadpool now.
      await new Promise((resolve) => setImmediate(resolve));
      expect((await t.call('DELETE', `/api/recipients/${id}`, { cookie })).status).toBe(200);
      const reply = await making;
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ status: 'error', data: null, message: `No recipient with id "${id}".` });
      expect(keysStored(t, [id])).toBe(0);
    }
    expect(t.errors).toEqual([]);
  });
});
