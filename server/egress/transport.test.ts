import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeTransport } from './transport.ts';

/** A receiver on 127.0.0.1 that answers with `status` (and a Location) and keeps what it got. */
const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function receiver(status: number, holdMs = 0) {
  const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      res.statusCode = status;
      res.setHeader('Location', `http://127.0.0.1:${(server.address() as AddressInfo).port}/elsewhere`);
      setTimeout(() => res.end('a body nobody reads'), holdMs);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, port: (server.address() as AddressInfo).port };
}

const init = (signal = AbortSignal.timeout(5000)) => ({
  method: 'POST' as const,
  headers: { 'Content-Type': 'application/json' },
  body: '{"n":1}',
  redirect: 'manual' as const,
  signal,
  connectTo: { address: '127.0.0.1', family: 4 as const },
});

describe('nodeTransport', () => {
  it('connects to the checked address, not to what the name would resolve to, and keeps the name as Host', async () => {
    const { received, port } = await receiver(204);
    // pinned.invalid resolves nowhere: the request can only arrive through connectTo.
    const answer = await nodeTransport(`http://pinned.invalid:${port}/hook`, init());
    expect(answer.status).toBe(204);
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.host).toBe(`pinned.invalid:${port}`);
    expect(received[0]?.body).toBe('{"n":1}');
    expect(received[0]?.headers['content-length']).toBe('7');
  });

  it('does not follow a redirect', async () => {
    const { received, port } = await receiver(302);
    const answer = await nodeTransport(`http://127.0.0.1:${port}/hook`, init());
    expect(answer.status).toBe(302);
    expect(received.map((r) => r.url)).toEqual(['/hook']);
  });

  it('gives up when the signal times out', async () => {
    const { port } = await receiver(200, 5000);
    // The answer's headers wait for its body here, so only the timeout ends the request.
    await expect(
      nodeTransport(`http://127.0.0.1:${port}/hook`, init(AbortSignal.timeout(50))),
    ).rejects.toThrow();
  });
});
