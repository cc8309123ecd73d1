/**
 * A faulty network between a browser and the real server, for the fault journeys (TESTING.md):
 * an HTTP proxy on 127.0.0.1 that forwards every request to the server unchanged, except that requests
 * under /api/ meet the fault of the moment: an error status, a dropped connection for a share of them, or
 * a delay. Nothing is faked past that: every request that gets through is the real server's answer. It
 * works the same for every engine (no driver needs to intercept requests) and for the service worker's
 * own fetches.
 *
 * The server behind it is told the proxy's origin as its PUBLIC_ORIGIN, as a deployment behind a reverse
 * proxy is, so that its origin checks accept the pages' writes.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  | { kind: 'none' }
  /**
   * Every API request answers this status, with a body no client can mistake for the API's; with
   * `only`, just the requests for that path (query aside: '/api/user'), the others get through.
   */
  | { kind: 'status'; status: 500 | 502 | 503; only?: string }
  /** This share of API requests (0–1) has its connection reset before any answer. */
  | { kind: 'drop'; share: number }
  /** Every API request waits this long before it is forwarded. */
  | { kind: 'delay'; ms: number };

export interface FaultProxy {
  /** Where the browser goes: http://127.0.0.1:<port>. */
  url: string;
  /** The fault from now on; requests already under way keep theirs. */
  set(fault: Fault): void;
  /** API requests that met a fault since the proxy started, by kind. */
  faulted: Record<Exclude<Fault['kind'], 'none'>, number>;
  stop(): Promise<void>;
}

const isApi = (url: string | undefined) => url?.startsWith('/api/') === true;
const applies = (fault: Fault, url: string | undefined) =>
  fault.kind !== 'status' || fault.only === undefined || url?.split('?')[0] === fault.only;

/**
 * Listens on a free port of 127.0.0.1 and forwards to `target()` (the server's http://127.0.0.1:port,
 * asked per request: the server is started once the proxy's origin is known, and may be restarted).
 * `random` decides which requests a 'drop' fault resets (seeded in tests).
 */
export async function startFaultProxy(
  target: () => string,
  random: () => number = Math.random,
): Promise<FaultProxy> {
  let fault: Fault = { kind: 'none' };
  const faulted = { status: 0, drop: 0, delay: 0 };
  const sockets = new Set<Socket>();

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = new URL(target());
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The server went away mid-request (killed, restarting): the browser sees its connection fail too.
    out.on('error', () => req.socket.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const now = isApi(req.url) && applies(fault, req.url) ? fault : ({ kind: 'none' } as const);
    switch (now.kind) {
      case 'status':
        faulted.status++;
        req.resume();
        res.writeHead(now.status, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
        res.end(`${now.status} from the fault proxy\n`);
        return;
      case 'drop':
        if (random() < now.share) {
          faulted.drop++;
          req.socket.resetAndDestroy();
          return;
        }
        return pass(req, res);
      case 'delay': {
        faulted.delay++;
        const timer = setTimeout(() => pass(req, res), now.ms);
        res.once('close', () => clearTimeout(timer)); // the browser gave up first
        return;
      }
      default:
        return pass(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set(next) {
      fault = next;
    },
    faulted,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
