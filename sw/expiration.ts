/**
 * Expiry of the runtime caches (runtime-rules.ts) with the Cache API as the only store. workbox-expiration
 * keeps entry times in an IndexedDB database of its own ('workbox-expiration') that the worker holds open
 * for its whole life and does not let go of when a page deletes it: the sign-out wipe's delete then waits
 * until the browser stops the worker, so the database outlived sign-out. Here nothing else is written:
 * - age: a cached response older than maxAgeSeconds (by its Date header, as workbox judges it too) is
 *   dropped instead of served. Stale-while-revalidate stores a fresh copy on every online use, so only
 *   images not seen online for that long expire.
 * - count: beyond maxEntries the entries stored longest ago go first. Cache.keys() lists entries in the
 *   order they were stored and every online use stores the image again, so that is the least recently used.
 */

export interface CacheLimits {
  maxEntries: number;
  maxAgeSeconds: number;
}

/** Whether a cached response may still be served; one without a readable Date (opaque) counts as fresh. */
export function isFresh(response: Response, maxAgeSeconds: number, nowMs: number): boolean {
  const storedAt = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(storedAt) || nowMs - storedAt <= maxAgeSeconds * 1000;
}

/** The keys to delete so that at most maxEntries remain, oldest stored first. */
export const overLimit = <T>(keysInStoredOrder: readonly T[], maxEntries: number): T[] =>
  keysInStoredOrder.slice(0, Math.max(0, keysInStoredOrder.length - maxEntries));

/** A workbox strategy plugin enforcing the limits on its cache. */
export function cacheLimits(limits: CacheLimits, now: () => number = Date.now) {
  return {
    async cachedResponseWillBeUsed({
      cacheName,
      request,
      cachedResponse,
    }: {
      cacheName: string;
      request: Request;
      cachedResponse?: Response;
    }) {
      if (!cachedResponse || isFresh(cachedResponse, limits.maxAgeSeconds, now()))
        return cachedResponse ?? null;
      await (await caches.open(cacheName)).delete(request);
      return null;
    },
    async cacheDidUpdate({ cacheName }: { cacheName: string }) {
      const cache = await caches.open(cacheName);
      await Promise.all(overLimit(await cache.keys(), limits.maxEntries).map((key) => cache.delete(key)));
    },
  };
}
