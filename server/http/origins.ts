import type { Context } from 'hono';
import { type Config, isLoopbackHost } from '../config.ts';

/**
 * The origins this server is known by, from configuration only: PUBLIC_ORIGIN, and on a loopback
 * bind the loopback names of its port (127.0.0.1, localhost, [::1] all reach it). The Host header
 * never adds one: absolute URLs the server writes (sign-in redirects, next_url, magic links) use the
 * request's origin only when it is one of these, else the first of them.
 */
type OriginConfig = Pick<Config, 'publicOrigin' | 'host' | 'port' | 'consoleOrigin'>;

export function knownOrigins(config: OriginConfig): string[] {
  const origins: string[] = [];
  if (config.publicOrigin) origins.push(config.publicOrigin);
  if (isLoopbackHost(config.host)) {
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) origins.push(`http://${name}:${config.port}`);
  }
  return [...new Set(origins)];
}

/** Origins whose pages may send writes: the server's own and the configured console's. */
export function allowedOrigins(config: OriginConfig): Set<string> {
  const origins = knownOrigins(config);
  if (config.consoleOrigin) origins.push(config.consoleOrigin);
  return new Set(origins);
}

/** The origin to write into absolute URLs for this request. */
export function publicOrigin(c: Context, config: OriginConfig): string {
  const known = knownOrigins(config);
  const own = new URL(c.req.url).origin;
  const fallback = known[0];
  if (fallback === undefined)
    throw new Error('PUBLIC_ORIGIN is required off loopback (readConfig checks it)');
  return known.includes(own) ? own : fallback;
}

/** The console's origin: configured when it is served elsewhere, else this server's. */
export const consoleOriginFor = (c: Context, config: OriginConfig) =>
  config.consoleOrigin ?? publicOrigin(c, config);
