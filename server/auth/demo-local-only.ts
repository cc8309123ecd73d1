import { createMiddleware } from 'hono/factory';
import { isLoopbackHost } from '../config.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import {
  carriesForwardingHeader,
  clientAddress,
  forwardedClients,
  forwardedHosts,
  isLocalAddress,
} from '../http/client-address.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * The demo's open door (the outbox of one-time codes) is mounted only in
 * demo mode, which readConfig allows only on a loopback bind. This makes it loopback-only in effect
 * too: the request must come from this machine (socket peer, and every address a forwarding header
 * names: X-Forwarded-For and Forwarded `for=` hops, X-Real-IP and the like, so a local reverse proxy
 * cannot relay the world to it) and name this machine in its Host and any forwarded host (a web page
 * that rebinds its own DNS name to 127.0.0.1 could otherwise read the codes through a browser).
 * DEMO_ALLOW_NETWORK=1 lifts both, as it lifts the bind check.
 */
export const DEMO_LOCAL_ONLY_MESSAGE =
  'The demo sign-in aids answer only on this machine: open the console at http://127.0.0.1 or ' +
  'http://localhost (or start the demo with DEMO_ALLOW_NETWORK=1 on a network you trust).';

export const demoLocalOnly = (deps: Pick<AppDeps, 'config'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!deps.config.demoAllowNetwork) {
      const hosts = [new URL(c.req.url).hostname, ...forwardedHosts(c)];
      const clients = [clientAddress(c, { trustProxy: false }), ...forwardedClients(c)];
      const local = clients.every((address) => address !== null && isLocalAddress(address));
      if (!hosts.every(isLoopbackHost) || !local) throw new HttpError(403, DEMO_LOCAL_ONLY_MESSAGE);
    }
    await next();
  });

/**
 * Without TRUST_PROXY the demo answers no request that came through a proxy, on any path: a local
 * proxy that forwards only `Forwarded` or `X-Real-IP` (or rewrites the Host) would otherwise open the
 * outbox to whoever reaches the proxy. Browsers on this machine send none of these headers.
 */
export const DEMO_BEHIND_PROXY_MESSAGE =
  'Demo mode hands one-time codes to whoever asks, so it answers only requests made on this machine, ' +
  'and this one came through a proxy (it carries a Forwarded, X-Forwarded-*, X-Real-IP, Via or similar header). ' +
  'Open the console at http://127.0.0.1 or http://localhost, or start the demo with TRUST_PROXY=1 ' +
  'behind a proxy of your own: the demo sign-in aids then check the address it forwards for.';

export const demoRefusesProxies = createMiddleware(async (c, next) => {
  if (carriesForwardingHeader(c)) throw new HttpError(403, DEMO_BEHIND_PROXY_MESSAGE);
  await next();
});
