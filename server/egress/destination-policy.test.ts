import { describe, expect, it } from 'vitest';
import { WEBHOOK_FIXED_URLS } from '../../src/api/schemas/webhook.ts';
import {
  checkResolved,
  HELD_LOCAL_TEXT,
  HELD_OFF_TEXT,
  saveRefusal,
  screenUrl,
} from './destination-policy.ts';

/** URLs are built from host names here, so the file names no off-machine URL (scripts/check-urls.mjs). */
const at = (host: string, scheme = 'http') => `${scheme}://${host}/hook`;

describe('screenUrl in public mode', () => {
  it.each([
    ['0x7f000001', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0xa9fea9fe', '169.254.169.254'],
    ['[0:0:0:0:0:ffff:127.0.0.1]', '[::ffff:7f00:1]'],
  ])('reads the literal %s as %s (the URL parser normalises it) and refuses it', (host, normal) => {
    const screening = screenUrl(at(host), 'public');
    expect(screening.kind).toBe('refused');
    expect(screening.kind === 'refused' && screening.reason).toContain(`(${normal} is `);
  });

  it('refuses localhost and *.localhost without a lookup, and asks to resolve any other name', () => {
    for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'admin.localhost']) {
      expect(screenUrl(at(host), 'public')).toEqual({
        kind: 'refused',
        reason: `This server delivers only to public internet addresses (${host.toLowerCase()} is this machine).`,
      });
    }
    expect(screenUrl(at('hooks.partner.example'), 'public')).toEqual({
      kind: 'resolve',
      hostname: 'hooks.partner.example',
    });
  });

  it('connects a public literal to itself', () => {
    expect(screenUrl(at('8.8.8.8', 'https'), 'public')).toEqual({
      kind: 'connect',
      hostname: '8.8.8.8',
      connectTo: { address: '8.8.8.8', family: 4 },
    });
    expect(screenUrl(at('[2606:4700::1111]'), 'public')).toMatchObject({
      kind: 'connect',
      connectTo: { address: '2606:4700::1111', family: 6 },
    });
  });

  it('speaks only http and https', () => {
    for (const url of ['ftp://files.partner.example/x', 'file:///etc/passwd', 'gopher://127.0.0.1:25/x']) {
      expect(screenUrl(url, 'public')).toEqual({
        kind: 'refused',
        reason: 'Only http and https URLs are delivered to.',
      });
    }
  });
});

describe('screenUrl in local mode', () => {
  it('allows loopback literals and localhost (as 127.0.0.1, no lookup)', () => {
    expect(screenUrl('http://127.0.0.1:8080/x', 'local')).toMatchObject({
      connectTo: { address: '127.0.0.1', family: 4 },
    });
    expect(screenUrl(at('0x7f000001'), 'local')).toMatchObject({ connectTo: { address: '127.0.0.1' } });
    expect(screenUrl('http://[::1]:8080/x', 'local')).toMatchObject({
      connectTo: { address: '::1', family: 6 },
    });
    expect(screenUrl('http://localhost:8080/x', 'local')).toEqual({
      kind: 'connect',
      hostname: 'localhost',
      connectTo: { address: '127.0.0.1', family: 4 },
    });
  });

  it('holds a delivery to every other host, without resolving it', () => {
    expect(screenUrl(WEBHOOK_FIXED_URLS.pagerduty ?? '', 'local')).toEqual({
      kind: 'held',
      text: 'Held: this demo delivers only to this machine',
    });
    for (const host of ['10.0.0.1', '0.0.0.0', '[fe80::1]', 'app.localhost', 'hooks.partner.example']) {
      expect(screenUrl(at(host), 'local'), host).toEqual({ kind: 'held', text: HELD_LOCAL_TEXT });
    }
    expect(screenUrl('ftp://files.partner.example/x', 'local').kind).toBe('refused');
  });
});

describe('screenUrl in off mode', () => {
  it('holds every delivery, even to this machine', () => {
    expect(screenUrl('http://127.0.0.1:8080/x', 'off')).toEqual({
      kind: 'held',
      text: 'Held: webhook delivery is turned off on this server',
    });
    expect(screenUrl(at('hooks.partner.example'), 'off')).toEqual({ kind: 'held', text: HELD_OFF_TEXT });
  });
});

describe('checkResolved', () => {
  it('refuses a name when any of its addresses is not public, and connects to the first otherwise', () => {
    expect(
      checkResolved('mixed.partner.example', [
        { address: '8.8.8.8', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]),
    ).toEqual({
      kind: 'refused',
      reason:
        'This server delivers only to public internet addresses (mixed.partner.example resolves to 10.0.0.5, a private network address).',
    });
    expect(
      checkResolved('ok.partner.example', [
        { address: '2606:4700::1111', family: 6 },
        { address: '1.1.1.1', family: 4 },
      ]),
    ).toEqual({ kind: 'connect', connectTo: { address: '2606:4700::1111', family: 6 } });
    expect(checkResolved('empty.partner.example', []).kind).toBe('refused');
  });
});

describe('saveRefusal', () => {
  it('refuses only what public mode refuses: names without a lookup, and any host when held (local, off)', () => {
    expect(saveRefusal(at('169.254.169.254'), 'public')).toContain('the cloud metadata address');
    expect(saveRefusal(at('hooks.partner.example'), 'public')).toBeNull();
    expect(saveRefusal(at('hooks.partner.example'), 'local')).toBeNull();
    expect(saveRefusal(WEBHOOK_FIXED_URLS.datadog ?? '', 'local')).toBeNull();
    expect(saveRefusal(at('10.0.0.1'), 'off')).toBeNull();
  });

  it('names no server setting in what the console shows', () => {
    const shown = [
      saveRefusal(at('10.0.0.1'), 'public'),
      saveRefusal('ftp://files.partner.example/x', 'local'),
      HELD_LOCAL_TEXT,
      HELD_OFF_TEXT,
    ];
    for (const text of shown) expect(text).not.toMatch(/[A-Z]{2,}_[A-Z_]+/);
  });
});
