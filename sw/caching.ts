/**
 * Runtime routing of the worker: the navigation fallback and the runtime caches of runtime-rules.ts.
 * The API is deliberately not cached here: the Cache API keys by URL, not by user or environment, so API
 * data lives in the per-user Dexie databases of the app (src/offline/persistence.ts).
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { cacheLimits } from './expiration.ts';
import { NAVIGATION_DENYLIST } from './navigation.ts';
import { outdatedRuntimeCaches, RUNTIME_RULES } from './runtime-rules.ts';

/** The precached entry that boots the single-page app (vite-plugin-pwa lists it relative to the worker). */
export const APP_SHELL_URL = 'index.html';

/** Deep links open from the precached shell, online or offline; the router takes it from there. */
export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), { denylist: [...NAVIGATION_DENYLIST] }),
  );
}

/**
 * Logos and guide images: served from the cache at once (offline too) and refreshed from the network
 * behind it, so a changed image shows on the next view.
 */
export function registerRuntimeCaches(): void {
  for (const rule of RUNTIME_RULES) {
    registerRoute(
      ({ url }) => rule.matches(url),
      new StaleWhileRevalidate({
        cacheName: rule.cacheName,
        plugins: [cacheLimits(rule)],
      }),
    );
  }
}

/** Deletes the runtime caches of older versions (a bumped name in storage-names.ts). */
export async function deleteOutdatedRuntimeCaches(): Promise<void> {
  const outdated = outdatedRuntimeCaches(await caches.keys());
  await Promise.all(outdated.map((name) => caches.delete(name)));
}
