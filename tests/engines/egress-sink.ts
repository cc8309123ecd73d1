/**
 * Where the browsers' proxy points, so nothing they do can leave this machine: a local port that takes
 * each proxied request, writes down where it was going and closes the connection without an answer.
 * The browsers reach the console directly (loopback is never proxied); anything else (an update check,
 * a prefetch, a page naming another host) ends here, and the run prints what tried.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface EgressSink {
  /** The proxy's address, for the browsers' settings: `127.0.0.1:<port>`. */
  readonly hostPort: string;
  readonly port: number;
  /** The first line of each request that was stopped: "CONNECT host:443 HTTP/1.1", or a GET of a full URL. */
  readonly attempts: string[];
  close(): Promise<void>;
}

const MAX_LINE_CHARS = 200;

export async function startEgressSink(): Promise<EgressSink> {
  const attempts: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', (chunk) => {
      attempts.push(chunk.toString('latin1').split('\r\n')[0]?.slice(0, MAX_LINE_CHARS) ?? '');
      socket.destroy();
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the egress sink has no port');
  return {
    hostPort: `127.0.0.1:${address.port}`,
    port: address.port,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
