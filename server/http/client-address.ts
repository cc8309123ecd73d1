import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.ts';

/**
 * Who sent a request, for the sign-in limits and the demo's local-only pages. The socket's peer
 * address, or with TRUST_PROXY the last X-Forwarded-For entry (the one our own proxy appended; the
 * entries before it are whatever the client chose to send). A header is never believed without
 * TRUST_PROXY, so nobody picks their own address. In-process requests (app.request in tests) have no
 * socket and share one placeholder.
 */
export const UNKNOWN_CLIENT = 'unknown';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

const normalise = (text: string | undefined): string | null => {
  const bare = text?.trim().replace(/^\[(.*)\]$/, '$1');
  if (!bare || !ipaddr.isValid(bare)) return null;
  return ipaddr.process(bare).toString(); // ::ffff:1.2.3.4 is 1.2.3.4
};

const socketAddress = (c: Context): string | undefined => {
  const env = c.env as NodeBindings | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
};

/** Every address X-Forwarded-For names, nearest hop last (invalid entries dropped). */
export const forwardedAddresses = (c: Context): string[] =>
  (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map(normalise)
    .filter((address): address is string => address !== null);

export function clientAddress(c: Context, config: Pick<Config, 'trustProxy'>): string {
  if (config.trustProxy) {
    // Only the last entry: when it is not an address, the ones before it are no more trustworthy.
    const forwarded = normalise(c.req.header('X-Forwarded-For')?.split(',').at(-1));
    if (forwarded) return forwarded;
  }
  return normalise(socketAddress(c)) ?? UNKNOWN_CLIENT;
}

/**
 * The key per-address limits count under: an IPv4 address, or an IPv6 address's /64 (one host or
 * home usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}

/** Whether an address belongs to this machine (the placeholder of in-process requests counts). */
export function isLocalAddress(address: string): boolean {
  if (address === UNKNOWN_CLIENT) return true;
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}
