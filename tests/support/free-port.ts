import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now, for a server that must know its own origin before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}
