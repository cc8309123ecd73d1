/**
 * The service worker: precaches the app build, answers navigations with the app shell, keeps vendor
 * logos and guide images in runtime caches, and activates an update only when the app asks (the user
 * accepted the update prompt). Caching rules: caching.ts and runtime-rules.ts; messages: protocol.ts.
 */
import { cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { deleteOutdatedRuntimeCaches, registerNavigationFallback, registerRuntimeCaches } from './caching.ts';
import { readAppMessage, SKIP_WAITING } from './protocol.ts';
import { routeHashedAssetsToPrecache } from './static-routes.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Replaced at build time by vite-plugin-pwa with the hashed list of the app shell files.
precacheAndRoute(self.__WB_MANIFEST);
// Drops precaches left by older workbox versions.
cleanupOutdatedCaches();
registerNavigationFallback();
registerRuntimeCaches();

self.addEventListener('install', (event) =>
  routeHashedAssetsToPrecache(event, new URL(self.location.origin), cacheNames.precache),
);

// No skipWaiting() on install: a new version waits until the user accepts it, never mid-form.
self.addEventListener('message', (event) => {
  const message = readAppMessage(event.data);
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
});

// Once active, control the open pages right away, so the first visit also works offline, and drop the
// runtime caches an older version left.
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([self.clients.claim(), deleteOutdatedRuntimeCaches()]));
});
