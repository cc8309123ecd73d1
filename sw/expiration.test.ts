import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheLimits, isFresh, overLimit } from './expiration.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-06-01T12:00:00Z');
const storedAt = (ms: number) => new Response('<svg/>', { headers: { Date: new Date(ms).toUTCString() } });

/** The Cache API's behaviour that matters here: keys in stored order, a re-stored key moves to the end. */
function fakeCache() {
  const entries = new Map<string, Response>();
  const urlOf = (key: string | Request) => (typeof key === 'string' ? key : key.url);
  return {
    entries,
    async put(url: string, response: Response) {
      entries.delete(url);
      entries.set(url, response);
    },
    keys: async () => [...entries.keys()],
    delete: async (key: string | Request) => entries.delete(urlOf(key)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('runtime cache expiry', () => {
  it('serves what is younger than the maximum age, and what has no readable date', () => {
    expect(isFresh(storedAt(NOW - 29 * DAY_MS), 30 * 86_400, NOW)).toBe(true);
    expect(isFresh(storedAt(NOW - 31 * DAY_MS), 30 * 86_400, NOW)).toBe(false);
    expect(isFresh(new Response('x'), 30 * 86_400, NOW)).toBe(true);
  });

  it('drops the entries stored longest ago beyond the maximum count', () => {
    expect(overLimit(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(overLimit(['a'], 2)).toEqual([]);
  });

  it('as a plugin: an expired entry is deleted, not served; the cache is trimmed after each store', async () => {
    const cache = fakeCache();
    vi.stubGlobal('caches', { open: async () => cache });
    const plugin = cacheLimits({ maxEntries: 2, maxAgeSeconds: 86_400 }, () => NOW);
    const request = new Request('https://console.example.com/api/docs/images/a.svg');

    const old = storedAt(NOW - 2 * DAY_MS);
    await cache.put(request.url, old);
    expect(
      await plugin.cachedResponseWillBeUsed({ cacheName: 'c', request, cachedResponse: old }),
    ).toBeNull();
    expect(cache.entries.has(request.url)).toBe(false);
    const fresh = storedAt(NOW);
    expect(await plugin.cachedResponseWillBeUsed({ cacheName: 'c', request, cachedResponse: fresh })).toBe(
      fresh,
    );

    for (const name of ['a', 'b', 'c']) await cache.put(name, storedAt(NOW));
    await cache.put('a', storedAt(NOW)); // used again: now the most recent
    await plugin.cacheDidUpdate({ cacheName: 'c' });
    expect([...cache.entries.keys()]).toEqual(['c', 'a']);
  });
});
