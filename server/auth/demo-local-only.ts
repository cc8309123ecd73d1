import { createMiddleware } from 'hono/factory';
import { isLoopbackHost } from '../config.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientAddress, forwardedAddresses, isLocalAddress } from '../http/client-address.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * The demo's open doors (the outbox of one-time codes, the stub identity page) are mounted only in
 * demo mode, which readConfig allows only on a loopback bind. This makes it loopback-only in effect
 * too: the request must come from this machine (socket peer, and every X-Forwarded-For hop, so a
 * local reverse proxy cannot relay the world to it) and name this machine in its Host (a web page
 * that rebinds its own DNS name to 127.0.0.1 could otherwise read the codes through a browser).
 * DEMO_ALLOW_NETWORK=1 lifts both, as it lifts the bind check.
 */
export const DEMO_LOCAL_ONLY_MESSAGE =
  'The demo sign-in aids answer only on this machine: open the console at http://127.0.0.1 or ' +
  'http://localhost (or start the demo with DEMO_ALLOW_NETWORK=1 on a network you trust).';

export const demoLocalOnly = (deps: Pick<AppDeps, 'config'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!deps.config.demoAllowNetwork) {
      const namesThisMachine = isLoopbackHost(new URL(c.req.url).hostname);
      const peers = [clientAddress(c, { trustProxy: false }), ...forwardedAddresses(c)];
      if (!namesThisMachine || !peers.every(isLocalAddress))
        throw new HttpError(403, DEMO_LOCAL_ONLY_MESSAGE);
    }
    await next();
  });
