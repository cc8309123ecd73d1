import { describe, expect, it } from 'vitest';
import { createEgress } from './egress.ts';
import type { ResolvedAddress, Resolver } from './resolver.ts';
import type { EgressInit, EgressTransport } from './transport.ts';

/** A transport that records what it was asked to do and answers 200; nothing leaves. */
function recorder(status = 200) {
  const calls: { url: string; init: EgressInit }[] = [];
  const transport: EgressTransport = async (url, init) => {
    calls.push({ url, init });
    return { status, statusText: 'OK' };
  };
  return { calls, transport };
}

/** A resolver that answers from a list of answers, one per lookup, and counts lookups. */
function answers(...sequence: string[][]) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const next = sequence[Math.min(asked.length - 1, sequence.length - 1)] ?? [];
    return next.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { asked, resolve };
}

const post = { method: 'POST' as const, headers: {}, body: '{}', timeoutMs: 1000 };

describe('createEgress', () => {
  it('resolves a name once and connects to the address it checked, whatever DNS says afterwards', async () => {
    const { calls, transport } = recorder();
    // DNS rebinding: public on the first answer, the metadata service on every later one.
    const dns = answers(['8.8.4.4'], ['169.254.169.254']);
    const egress = createEgress({ mode: 'public', resolve: dns.resolve, transport });
    const outcome = await egress.send('https://rebind.partner.example/hook', post);
    expect(outcome).toEqual({ kind: 'answered', status: 200, statusText: 'OK' });
    expect(dns.asked).toEqual(['rebind.partner.example']);
    expect(calls.map((c) => c.init.connectTo)).toEqual([{ address: '8.8.4.4', family: 4 }]);
    expect(calls[0]?.init.redirect).toBe('manual');
  });

  it('refuses a name that resolves to a private address without calling the transport', async () => {
    const { calls, transport } = recorder();
    const dns = answers(['8.8.4.4', '10.0.0.7']);
    const egress = createEgress({ mode: 'public', resolve: dns.resolve, transport });
    expect(await egress.send('https://mixed.partner.example/hook', post)).toEqual({
      kind: 'refused',
      reason:
        'This server delivers only to public internet addresses (mixed.partner.example resolves to 10.0.0.7, a private network address).',
    });
    expect(calls).toHaveLength(0);
  });

  it('reports a lookup that fails or hangs as a failure (retried), not a refusal', async () => {
    const { calls, transport } = recorder();
    const failing = createEgress({
      mode: 'public',
      resolve: async () => {
        throw new Error('getaddrinfo ENOTFOUND');
      },
      transport,
    });
    expect(await failing.send('https://gone.partner.example/hook', post)).toEqual({
      kind: 'failed',
      error: 'Could not resolve gone.partner.example: Error: getaddrinfo ENOTFOUND',
    });
    const hanging = createEgress({ mode: 'public', resolve: () => new Promise(() => {}), transport });
    const outcome = await hanging.send('https://slow.partner.example/hook', { ...post, timeoutMs: 20 });
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error).toContain('TimeoutError');
    expect(calls).toHaveLength(0);
  });

  it('in local mode never resolves, holds other hosts, and sends localhost to 127.0.0.1', async () => {
    const { calls, transport } = recorder();
    const dns = answers(['127.0.0.1']);
    const egress = createEgress({ mode: 'local', resolve: dns.resolve, transport });
    expect(await egress.send('https://hooks.partner.example/hook', post)).toEqual({
      kind: 'held',
      text: 'Held: this demo delivers only to this machine',
    });
    expect((await egress.send('http://localhost:9000/hook', post)).kind).toBe('answered');
    expect(dns.asked).toEqual([]);
    expect(calls.map((c) => [c.url, c.init.connectTo.address])).toEqual([
      ['http://localhost:9000/hook', '127.0.0.1'],
    ]);
  });

  it('in off mode holds everything and sends nothing at all', async () => {
    const { calls, transport } = recorder();
    const dns = answers(['8.8.8.8']);
    const egress = createEgress({ mode: 'off', resolve: dns.resolve, transport });
    for (const url of ['http://127.0.0.1:9000/hook', 'https://hooks.partner.example/hook']) {
      expect(await egress.send(url, post)).toEqual({
        kind: 'held',
        text: 'Held: webhook delivery is turned off on this server',
      });
    }
    expect(calls).toHaveLength(0);
    expect(dns.asked).toEqual([]);
  });

  it('reports a transport error as a failure', async () => {
    const egress = createEgress({
      mode: 'local',
      transport: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await egress.send('http://127.0.0.1:9/hook', post)).toEqual({
      kind: 'failed',
      error: 'TypeError: fetch failed',
    });
  });
});
