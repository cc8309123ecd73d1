/**
 * Runtime routing rules of the worker, each with its reason. The API is deliberately not cached here:
 * the Cache API keys by URL, not by user or environment, so API data lives in the per-user Dexie
 * databases of the app (src/offline/persistence.ts). The later guide cache adds its rule here, with a
 * name from src/offline/storage-names.ts and an expiry.
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './navigation.ts';

/** The precached entry that boots the single-page app (vite-plugin-pwa lists it relative to the worker). */
export const APP_SHELL_URL = 'index.html';

/** Deep links open from the precached shell, online or offline; the router takes it from there. */
export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), { denylist: [...NAVIGATION_DENYLIST] }),
  );
}
