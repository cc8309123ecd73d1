import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { measureRotationLoad, rotatingClients } from '../testing/key-rotation-load.ts';
import { makeTestApp } from '../testing/test-app.ts';

/**
 * SSH key generation must not stall the server (issue 23, finding N7): an RSA 2048 key takes ~150 ms
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
    const t = makeTestApp();
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
    }
  }, 120_000);
});
