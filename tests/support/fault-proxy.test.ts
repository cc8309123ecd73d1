/**
 * The fault proxy of the fault journeys: everything but the fault of the moment reaches the server
 * unchanged, and only requests under /api/ meet it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from './fault-proxy.ts';

let upstream: Server;
let proxy: FaultProxy;
const seen: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${req.headers.origin ?? ''} ${body}`);
      res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ data: { path: req.url } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  // Every fourth request is dropped under a 'drop' fault of a quarter.
  let n = 0;
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = await startFaultProxy(
    () => target,
    () => (n++ % 4) / 4,
  );
});

afterAll(async () => {
  await proxy.stop();
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  proxy.set({ kind: 'none' });
  seen.length = 0;
});

describe('the fault proxy', () => {
  it('forwards method, path, headers and body, and the server’s answer whole', async () => {
    const res = await fetch(`${proxy.url}/api/destinations?page_size=1`, {
      method: 'POST',
      headers: { origin: proxy.url, 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(await res.json()).toEqual({ data: { path: '/api/destinations?page_size=1' } });
    expect(seen).toEqual([`POST /api/destinations?page_size=1 ${proxy.url} {"name":"x"}`]);
  });

  it('answers every API request with the fault’s status, and leaves the app’s files alone', async () => {
    proxy.set({ kind: 'status', status: 503 });
    const api = await fetch(`${proxy.url}/api/organization`);
    expect(api.status).toBe(503);
    expect(await api.text()).toContain('fault proxy');
    expect((await fetch(`${proxy.url}/index.html`)).status).toBe(201);
    expect(seen).toEqual(['GET /index.html  ']);
  });

  it('resets the connection of the given share of API requests', async () => {
    proxy.set({ kind: 'drop', share: 0.25 });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        fetch(`${proxy.url}/api/sources`, { headers: { connection: 'close' } }).then(
          (res) => res.status,
          () => 'reset',
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'reset')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 201)).toHaveLength(6);
  });

  it('delays every API request by the fault’s time before forwarding it', async () => {
    proxy.set({ kind: 'delay', ms: 300 });
    const started = performance.now();
    const res = await fetch(`${proxy.url}/api/sources`);
    expect(res.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(seen).toHaveLength(1);
  });
});
