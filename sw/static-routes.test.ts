import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASHED_ASSETS_PATHNAME, routeHashedAssetsToPrecache } from './static-routes.ts';

/** An install event as Chromium gives it: addRoutes, and waitUntil keeping the install open. */
function installEvent(addRoutes?: (rules: unknown[]) => Promise<void>) {
  const waited: Promise<unknown>[] = [];
  const event = { waitUntil: (p: Promise<unknown>) => waited.push(p), ...(addRoutes ? { addRoutes } : {}) };
  return { event: event as unknown as ExtendableEvent, waited };
}

afterEach(() => vi.unstubAllGlobals());

describe('routeHashedAssetsToPrecache', () => {
  it("sends this origin's hashed assets, at any depth, straight to the precache", async () => {
    vi.stubGlobal(
      'URLPattern',
      class {
        constructor(readonly init: object) {}
      },
    );
    const addRoutes = vi.fn(async () => {});
    const { event, waited } = installEvent(addRoutes);
    routeHashedAssetsToPrecache(event, new URL('http://127.0.0.1:4173'), 'workbox-precache-v2-x');
    await Promise.all(waited);
    expect(addRoutes).toHaveBeenCalledWith([
      {
        condition: {
          urlPattern: {
            init: { protocol: 'http', hostname: '127.0.0.1', port: '4173', pathname: HASHED_ASSETS_PATHNAME },
          },
        },
        source: { cacheName: 'workbox-precache-v2-x' },
      },
    ]);
    expect(HASHED_ASSETS_PATHNAME).toBe('*/assets/*');
  });

  it('leaves engines without the Static Routing API to the fetch handler', () => {
    vi.stubGlobal('URLPattern', class {});
    const { event, waited } = installEvent();
    routeHashedAssetsToPrecache(event, new URL('https://console.example'), 'workbox-precache-v2-x');
    expect(waited).toEqual([]);
  });

  it('installs anyway when the engine refuses the route', async () => {
    vi.stubGlobal('URLPattern', class {});
    const { event, waited } = installEvent(() => Promise.reject(new TypeError('unsupported source')));
    routeHashedAssetsToPrecache(event, new URL('https://console.example'), 'workbox-precache-v2-x');
    await expect(Promise.all(waited)).resolves.toBeDefined();
  });
});
