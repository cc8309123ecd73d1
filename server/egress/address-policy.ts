import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses count as the public internet (WEBHOOK_EGRESS=public) and which as this machine
 * (WEBHOOK_EGRESS=local). An allowlist, not a blocklist: only what ipaddr.js calls `unicast` is public;
 * everything else (loopback, private, link-local with the 169.254.169.254 cloud metadata service,
 * carrier-grade NAT, multicast, unspecified, broadcast, reserved and documentation ranges, IPv6 unique
 * local and site-local, IPv6 outside global unicast 2000::/3) is refused with words that say which
 * it is. IPv6 forms that carry an IPv4 address (IPv4-mapped and -translated, NAT64 64:ff9b::/96,
 * 6to4, Teredo) are judged by the IPv4 addresses inside them, so ::ffff:10.0.0.1 or 2002:a00:1:: is
 * as private as 10.0.0.1.
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254']);
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  uniqueLocal: 'a private network address (IPv6 unique local)',
  deprecatedSiteLocal: 'a private network address (IPv6 site-local)',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  unspecified: 'the unspecified address (this machine)',
  broadcast: 'the broadcast address',
};

const wordsFor = (range: string) => RANGE_WORDS[range] ?? `a reserved address (${range})`;

function ipv4Refusal(address: ipaddr.IPv4): string | null {
  if (METADATA_ADDRESSES.has(address.toString())) return 'the cloud metadata address (link-local)';
  const range = address.range();
  return range === 'unicast' ? null : wordsFor(range);
}

const ipv4From = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 addresses an IPv6 address stands for, with the name of its form; null for plain IPv6. */
function embeddedIPv4(address: ipaddr.IPv6): { form: string; inner: ipaddr.IPv4[] } | null {
  const p = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped':
      return { form: 'an IPv4-mapped form', inner: [address.toIPv4Address()] };
    case 'rfc6145':
      return { form: 'an IPv4-translated form', inner: [ipv4From(p[6] ?? 0, p[7] ?? 0)] };
    case 'rfc6052':
      // 64:ff9b::/96 ends with the IPv4 address (the local-use 64:ff9b:1::/48 is refused before).
      return { form: 'a NAT64 form', inner: [ipv4From(p[6] ?? 0, p[7] ?? 0)] };
    case '6to4':
      return { form: 'a 6to4 form', inner: [ipv4From(p[1] ?? 0, p[2] ?? 0)] };
    case 'teredo':
      // 2001:0:<server v4>:<flags>:<port>:<client v4, bits inverted>
      return {
        form: 'a Teredo form',
        inner: [ipv4From(p[2] ?? 0, p[3] ?? 0), ipv4From(~(p[6] ?? 0) & 0xffff, ~(p[7] ?? 0) & 0xffff)],
      };
    default:
      return null;
  }
}

/** Why an address is not on the public internet, or null when it is. */
export function publicAddressRefusal(text: string): string | null {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(bare)) return 'not an IP address';
  const address = ipaddr.parse(bare);
  if (address.kind() === 'ipv4') return ipv4Refusal(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  if (METADATA_ADDRESSES.has(v6.toString())) return 'the cloud metadata address (IPv6)';
  // A site's own NAT64 prefix translates into whatever network that site has.
  if (v6.range() === 'rfc6052' && v6.parts[2] !== 0) return 'a local-use NAT64 address';
  const embedded = embeddedIPv4(v6);
  if (embedded) {
    for (const inner of embedded.inner) {
      const why = ipv4Refusal(inner);
      if (why) return `${embedded.form} of ${inner.toString()}, ${why}`;
    }
    return null;
  }
  const range = v6.range();
  if (range !== 'unicast') return wordsFor(range);
  // Public IPv6 is global unicast; the rest of ::/8 (IPv4-compatible ::a.b.c.d and the like) is not.
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'not a global unicast IPv6 address';
}

/** Whether an address is this machine's loopback (127.0.0.0/8, ::1, ::ffff:127.x.x.x). */
export function isLoopbackAddress(text: string): boolean {
  const bare = text.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(bare) && ipaddr.process(bare).range() === 'loopback';
}
