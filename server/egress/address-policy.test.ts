import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, publicAddressRefusal } from './address-policy.ts';

describe('publicAddressRefusal', () => {
  it.each([
    ['127.0.0.1', 'a loopback address (this machine)'],
    ['127.255.0.9', 'a loopback address (this machine)'],
    ['10.0.0.1', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.254', 'a private network address'],
    ['192.168.0.10', 'a private network address'],
    ['169.254.169.254', 'the cloud metadata address (link-local)'],
    ['169.254.10.1', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.127.255.254', 'a carrier-grade NAT address'],
    ['224.0.0.251', 'a multicast address'],
    ['0.0.0.0', 'the unspecified address (this machine)'],
    ['255.255.255.255', 'the broadcast address'],
    ['240.0.0.1', 'a reserved address (reserved)'],
    ['192.0.2.7', 'a reserved address (reserved)'],
    ['::1', 'a loopback address (this machine)'],
    ['::', 'the unspecified address (this machine)'],
    ['fc00::1', 'a private network address (IPv6 unique local)'],
    ['fd12:3456:789a::1', 'a private network address (IPv6 unique local)'],
    ['fd00:ec2::254', 'the cloud metadata address (IPv6)'],
    ['fec0::1', 'a private network address (IPv6 site-local)'],
    ['fe80::1', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a reserved address (reserved)'],
    ['::7f00:1', 'not a global unicast IPv6 address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped form of 127.0.0.1, a loopback address (this machine)'],
    ['::ffff:10.1.2.3', 'an IPv4-mapped form of 10.1.2.3, a private network address'],
    [
      '::ffff:169.254.169.254',
      'an IPv4-mapped form of 169.254.169.254, the cloud metadata address (link-local)',
    ],
    ['::ffff:0:a00:1', 'an IPv4-translated form of 10.0.0.1, a private network address'],
    ['64:ff9b::a00:1', 'a NAT64 form of 10.0.0.1, a private network address'],
    ['64:ff9b::7f00:1', 'a NAT64 form of 127.0.0.1, a loopback address (this machine)'],
    ['64:ff9b:1::a00:1', 'a local-use NAT64 address'],
    ['2002:a00:1::1', 'a 6to4 form of 10.0.0.1, a private network address'],
    ['2002:a9fe:a9fe::1', 'a 6to4 form of 169.254.169.254, the cloud metadata address (link-local)'],
    // Teredo: server 65.54.227.120, client 10.0.0.1 with its bits inverted.
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'a Teredo form of 10.0.0.1, a private network address'],
    ['[::1]', 'a loopback address (this machine)'],
  ])('refuses %s as %s', (address, why) => {
    expect(publicAddressRefusal(address)).toBe(why);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public address %s through', (address) => {
    expect(publicAddressRefusal(address)).toBeNull();
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine by 127/8, ::1 and the mapped form, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['0.0.0.0', '10.0.0.1', '::', 'fe80::1', 'localhost']) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
