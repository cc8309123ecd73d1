import { verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/**
 * Test support for webhook deliveries: a real HTTP receiver on 127.0.0.1 (what a customer's endpoint
 * sees, headers and raw body included) and the signature check a receiver would run with the key of
 * `GET /public/signatures/webhook-public-key`. Receivers close after each test of the importing file.
 */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/**
 * Answers the n-th request with `statuses[n]` (200 once the list runs out), or with what `answer`
 * returns for it (to fail only some deliveries when other events arrive too).
 */
export async function receiver(statuses: number[] | ((request: Received) => number) = []) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(request);
      res.statusCode =
        typeof statuses === 'function' ? statuses(request) : (statuses[received.length - 1] ?? 200);
      res.end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * A receiver that answers every request with `statusLine` as raw bytes (`HTTP/1.1 500 <reason>`),
 * written to the socket itself: node:http refuses to send a reason phrase with control characters,
 * a hostile endpoint does not.
 */
export async function rawStatusReceiver(statusLine: Buffer) {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      res.socket?.end(
        Buffer.concat([statusLine, Buffer.from('\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')]),
      ),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** RSA PKCS#1 v1.5 over SHA-256 of `signed`, hex signature (CONTRACT.md §7). */
export const signatureOk = (publicKey: string, signed: string, hex: unknown) =>
  verify('sha256', Buffer.from(signed), publicKey, Buffer.from(String(hex), 'hex'));

/** Whether a POST delivery's signature verifies over `<timestamp>.<raw body>`. */
export const postSignatureOk = (publicKey: string, request: Received | undefined) =>
  request !== undefined &&
  signatureOk(
    publicKey,
    `${request.headers['x-prequel-webhook-timestamp']}.${request.body}`,
    request.headers['x-prequel-webhook-signature'],
  );
