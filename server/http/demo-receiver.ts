import { isIP } from 'node:net';
import { type Config, isLoopbackHost } from '../config.ts';
import { API_PREFIX } from './app-env.ts';

/**
 * Where the demo webhook receiver (routes/dev-webhook-receiver.ts) listens on this server; the seed
 * points the demo webhooks here (main.ts passes the origin), so the address lives below both.
 */
export const DEMO_RECEIVER_PATH = `${API_PREFIX}/dev/webhook-receiver`;
export const FLAKY_RECEIVER = 'flaky';

export const demoReceiverUrl = (origin: string, name: string) => `${origin}${DEMO_RECEIVER_PATH}/${name}`;

/**
 * The origin this server reaches itself at, for the seeded webhooks: its loopback address when it
 * listens there (or on every address), so WEBHOOK_EGRESS=local allows it even behind a PUBLIC_ORIGIN
 * proxy; otherwise PUBLIC_ORIGIN, else the address it binds.
 */
export function demoReceiverOrigin(config: Pick<Config, 'host' | 'port' | 'publicOrigin'>): string {
  const bare = config.host.replace(/^\[(.*)\]$/, '$1');
  if (bare === '::1') return `http://[::1]:${config.port}`;
  if (isLoopbackHost(bare) || bare === '0.0.0.0' || bare === '::') return `http://127.0.0.1:${config.port}`;
  if (config.publicOrigin) return config.publicOrigin;
  return `http://${isIP(bare) === 6 ? `[${bare}]` : bare}:${config.port}`;
}
