import { describe, expect, it } from 'vitest';
import { outdatedRuntimeCaches, RUNTIME_RULES } from './runtime-rules.ts';

const ruleFor = (href: string) =>
  RUNTIME_RULES.filter((rule) => rule.matches(new URL(href))).map((rule) => rule.cacheName);

describe('runtime caches', () => {
  it('are named under the console prefix with a version, so sign-out finds them', () => {
    expect(RUNTIME_RULES.map((rule) => rule.cacheName)).toEqual([
      'console-logos-v1',
      'console-guide-images-v1',
    ]);
  });

  it('keep vendor logos and guide images, on this origin or the configured API', () => {
    expect(ruleFor('https://console.example.com/api/public/vendor-logos/postgres.svg')).toEqual([
      'console-logos-v1',
    ]);
    expect(ruleFor('https://api.example.com/v2/public/vendor-logos/s3.svg')).toEqual(['console-logos-v1']);
    expect(ruleFor('https://console.example.com/api/docs/images/ssh-tunnel.svg')).toEqual([
      'console-guide-images-v1',
    ]);
  });

  it('never keep API data, the guide text or the app shell', () => {
    for (const href of [
      'https://console.example.com/api/docs?vendor=postgres',
      'https://console.example.com/api/destinations',
      'https://console.example.com/api/public/destination-vendors',
      'https://console.example.com/api/public/vendor-logos/',
      'https://console.example.com/api/docs/images/',
      'https://console.example.com/config.json',
      'https://console.example.com/favicon.svg',
    ]) {
      expect(ruleFor(href), href).toEqual([]);
    }
  });

  it('expire: a bounded number of entries and a maximum age', () => {
    for (const rule of RUNTIME_RULES) {
      expect(rule.maxEntries).toBeGreaterThan(0);
      expect(rule.maxAgeSeconds).toBeGreaterThanOrEqual(24 * 60 * 60);
    }
  });

  it('drop older versions of their own caches on activate, and nothing else', () => {
    expect(
      outdatedRuntimeCaches([
        'console-logos-v0',
        'console-logos-v1',
        'console-guide-images-v1',
        'console-guides-v1',
        'workbox-precache-v2-https://console.example.com/',
        'another-app-cache',
      ]),
    ).toEqual(['console-logos-v0', 'console-guides-v1']);
  });
});
