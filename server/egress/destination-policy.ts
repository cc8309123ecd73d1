import { isIP } from 'node:net';
import type { EgressMode } from '../config.ts';
import { isLoopbackAddress, publicAddressRefusal } from './address-policy.ts';
import type { ResolvedAddress } from './resolver.ts';

/**
 * What WEBHOOK_EGRESS allows for one URL, decided before any network use:
 * - `off`: nothing is sent; every delivery is held (recorded with the request it would have sent).
 * - `local`: this machine only, by a loopback IP literal or the name `localhost` (taken to be
 *   127.0.0.1 without asking DNS: a DNS query leaves the machine too). A delivery to any other host is
 *   held, without a lookup.
 * - `public`: public internet addresses only. An IP literal is checked as written (the URL parser has
 *   already turned 0x7f000001, 2130706433 or 0177.0.0.1 into 127.0.0.1); `localhost` and `*.localhost`
 *   are this machine; any other name must be resolved, and then every address it has is checked
 *   (`checkResolved`) and the request connects to a checked one. What it refuses is refused at save
 *   (422) and at send ("Not sent: …").
 * Only http and https are ever spoken. The reasons and held texts are sentences for the console (the
 * deliveries list, the 422 of a save): they name no server setting; the server log does
 * (runner/webhooks.ts).
 */
export type Screening =
  | { kind: 'refused'; reason: string }
  | { kind: 'held'; text: string }
  | { kind: 'connect'; hostname: string; connectTo: ResolvedAddress }
  | { kind: 'resolve'; hostname: string };

export const ONLY_HTTP_MESSAGE = 'Only http and https URLs are delivered to.';
/** How a held delivery reads in the deliveries list, per mode. */
export const HELD_LOCAL_TEXT = 'Held: this demo delivers only to this machine';
export const HELD_OFF_TEXT = 'Held: webhook delivery is turned off on this server';
const LOCALHOST: ResolvedAddress = { address: '127.0.0.1', family: 4 };

const publicRefusal = (what: string) => `This server delivers only to public internet addresses (${what}).`;

const isLocalhostName = (name: string) => {
  const bare = name.toLowerCase().replace(/\.$/, '');
  return bare === 'localhost' || bare.endsWith('.localhost');
};

/** The URL's host as written after parsing, and the bare IP when it is a literal. */
function hostOf(url: URL): { host: string; ip: string | null } {
  const host = url.hostname;
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return { host, ip: isIP(bare) ? bare : null };
}

const familyOf = (ip: string): 4 | 6 => (isIP(ip) === 6 ? 6 : 4);

/** The decision for a delivery to `rawUrl` under `mode`, before any lookup. */
export function screenUrl(rawUrl: string, mode: EgressMode): Screening {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: 'refused', reason: 'The URL cannot be parsed.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { kind: 'refused', reason: ONLY_HTTP_MESSAGE };
  if (mode === 'off') return { kind: 'held', text: HELD_OFF_TEXT };
  const { host, ip } = hostOf(url);
  if (mode === 'local') {
    if (ip !== null && isLoopbackAddress(ip)) {
      return { kind: 'connect', hostname: host, connectTo: { address: ip, family: familyOf(ip) } };
    }
    if (host.toLowerCase() === 'localhost') return { kind: 'connect', hostname: host, connectTo: LOCALHOST };
    return { kind: 'held', text: HELD_LOCAL_TEXT };
  }
  if (ip !== null) {
    const why = publicAddressRefusal(ip);
    if (why) return { kind: 'refused', reason: publicRefusal(`${host} is ${why}`) };
    return { kind: 'connect', hostname: host, connectTo: { address: ip, family: familyOf(ip) } };
  }
  if (isLocalhostName(host)) return { kind: 'refused', reason: publicRefusal(`${host} is this machine`) };
  return { kind: 'resolve', hostname: host };
}

/** Every address a name resolved to must be public; the first is connected to. */
export function checkResolved(
  hostname: string,
  addresses: ResolvedAddress[],
): { kind: 'refused'; reason: string } | { kind: 'connect'; connectTo: ResolvedAddress } {
  const first = addresses[0];
  if (!first) return { kind: 'refused', reason: publicRefusal(`${hostname} resolves to no address`) };
  for (const { address } of addresses) {
    const why = publicAddressRefusal(address);
    if (why) return { kind: 'refused', reason: publicRefusal(`${hostname} resolves to ${address}, ${why}`) };
  }
  return { kind: 'connect', connectTo: first };
}

/**
 * Why a webhook URL cannot be saved under `mode`, or null: only what `public` refuses (a held delivery
 * is no reason to refuse the configuration). No DNS: names are judged when delivered (a lookup now
 * would prove nothing about later, and would let anyone make the server query names).
 */
export function saveRefusal(rawUrl: string, mode: EgressMode): string | null {
  const screening = screenUrl(rawUrl, mode);
  return screening.kind === 'refused' ? screening.reason : null;
}
