/**
 * Hashed build assets never change under their name: Chromium serves them straight from the precache,
 * without waking this worker's JavaScript for each request (the Static Routing API, Chromium 123+). A
 * start of the console asks for some twenty of them at once, and answering each in the fetch handler
 * (workbox's precache route: a Cache Storage lookup and the body streamed through the worker) queued
 * them behind one another on the worker's thread. Other engines have no `addRoutes` and keep the fetch
 * handler; a name missing from the precache goes to the network either way.
 */
/** Vite's assetsDir (and any build's under a sub-path): file names that carry their content's hash. */
export const HASHED_ASSETS_PATHNAME = '*/assets/*';

interface RouterRule {
  condition: { urlPattern: unknown };
  source: { cacheName: string };
}
type RoutableInstallEvent = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

/**
 * Registers the route during `install`, the only time a worker may (where the engine has the API), to
 * the cache `precache` (workbox's precache, whose keys are the hashed URLs themselves).
 */
export function routeHashedAssetsToPrecache(event: ExtendableEvent, origin: URL, precache: string): void {
  const { addRoutes } = event as RoutableInstallEvent;
  const Pattern = (globalThis as { URLPattern?: new (init: object) => unknown }).URLPattern;
  if (!addRoutes || !Pattern) return;
  const rule: RouterRule = {
    // This origin only (another origin's /assets/ is not in the precache); port '' is the default one.
    condition: {
      urlPattern: new Pattern({
        protocol: origin.protocol.slice(0, -1),
        hostname: origin.hostname,
        port: origin.port,
        pathname: HASHED_ASSETS_PATHNAME,
      }),
    },
    source: { cacheName: precache },
  };
  event.waitUntil(addRoutes.call(event, [rule]).catch(() => {}));
}
