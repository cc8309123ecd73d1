import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.ts';

/**
 * Who sent a request, for the sign-in limits and the demo's local-only pages. The socket's peer
 * address, or with TRUST_PROXY the last X-Forwarded-For entry (the one our own proxy appended; the
 * entries before it are whatever the client chose to send). A header is never believed without
 * TRUST_PROXY, so nobody picks their own address; demo mode refuses every forwarding header without
 * it (auth/demo-local-only.ts). In-process requests (app.request in tests) have no socket and share
 * one placeholder.
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

/**
 * Headers by which a proxy says it forwards a request, or for whom: Forwarded, every X-Forwarded-*
 * (and a bare X-Forwarded), X-Real-IP, Via, and the client-address headers of common proxies and CDNs.
 */
const FORWARDING_HEADER =
  /^(?:forwarded|via|x-real-ip|x-forwarded(?:-.*)?|true-client-ip|x-client-ip|x-cluster-client-ip|cf-connecting-ip|fastly-client-ip)$/i;
/** Those of them that name one client address (or a list) as their whole value. */
const CLIENT_ADDRESS_HEADERS = [
  'X-Real-IP',
  'True-Client-IP',
  'X-Client-IP',
  'X-Cluster-Client-IP',
  'CF-Connecting-IP',
  'Fastly-Client-IP',
];

/** Whether a request carries a forwarding header, under any spelling of its name. */
export const carriesForwardingHeader = (c: Context): boolean =>
  [...c.req.raw.headers.keys()].some((name) => FORWARDING_HEADER.test(name));

const listOf = (value: string | undefined) => (value === undefined ? [] : value.split(','));
const unquoted = (text: string) => text.trim().replace(/^"(.*)"$/, '$1');

/** The values of one parameter (`for`, `host`) across the elements of a Forwarded header (RFC 7239). */
const forwardedParam = (c: Context, param: string): string[] =>
  listOf(c.req.header('Forwarded')).flatMap((element) =>
    element.split(';').flatMap((pair) => {
      const [name = '', ...value] = pair.split('=');
      return name.trim().toLowerCase() === param ? [unquoted(value.join('='))] : [];
    }),
  );

/** An address as a forwarding header writes it: maybe quoted, `[v6]`, with a port. */
const addressOf = (text: string): string | null => {
  const bare = unquoted(text);
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(bare)?.[1];
  return normalise(bracketed ?? bare.replace(/^(\d+(?:\.\d+){3}):\d+$/, '$1'));
};

/**
 * Every client address the forwarding headers claim (each X-Forwarded-For and Forwarded `for=` hop,
 * X-Real-IP and the like), whoever wrote them: null for an entry that is not an address (`unknown`,
 * an obfuscated `_name`, garbage), which nobody can show to be this machine.
 */
export const forwardedClients = (c: Context): (string | null)[] =>
  [
    ...listOf(c.req.header('X-Forwarded-For')),
    ...forwardedParam(c, 'for'),
    ...CLIENT_ADDRESS_HEADERS.flatMap((name) => listOf(c.req.header(name))),
  ].map(addressOf);

/** Every host name the forwarding headers say the client asked for (X-Forwarded-Host, `host=`), port cut. */
export const forwardedHosts = (c: Context): string[] =>
  [...listOf(c.req.header('X-Forwarded-Host')), ...forwardedParam(c, 'host')].map((text) => {
    const host = unquoted(text);
    return /^\[[^\]]*\]/.exec(host)?.[0] ?? host.replace(/^([^:]*):\d+$/, '$1');
  });

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
