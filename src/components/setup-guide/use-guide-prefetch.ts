/**
 * Starts the background fetch of every setup guide (guide-prefetch.ts states the policy) for each
 * signed-in user and environment. The fetching code itself loads only when a pass starts, well after the
 * screen the user came for: it is no part of the first screen's JS.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Environment } from '../../api/schemas/envelope.ts';
import { useOnline } from '../../offline/network-status.ts';
import { RUNTIME_CACHES } from '../../offline/storage-names.ts';
import type { PrefetchDeps } from './guide-prefetch.ts';

/**
 * Sign-in, an environment switch or reconnecting first loads the screen the user wants; the guides wait
 * this long, so they never compete with it (nor straddle an environment switch made right away).
 */
export const GUIDE_PREFETCH_START_DELAY_MS = 10_000;
/** How long to wait for a freshly installed worker to control the page before leaving images for later. */
const WORKER_WAIT_MS = 10_000;
/** The first idle moment, or this long at most. */
const IDLE_TIMEOUT_MS = 2_000;

const idleMoment = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

async function workerControlsPage(): Promise<boolean> {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || !globalThis.caches) return false;
  if (container.controller) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), WORKER_WAIT_MS);
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/** Loaded as the guide's <img> will be, so the worker stores exactly the request the guide makes. */
async function cacheImageThroughWorker(url: string): Promise<void> {
  if (await caches.match(url, { cacheName: RUNTIME_CACHES.guideImages })) return;
  await new Promise<void>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/** Who is signed in, in which environment (null when signed out): the background passes run per pair. */
export type SignedInAs = { email: string; environment: Environment } | null;

/**
 * Runs a pass for each signed-in user and environment while online, and again when the connection
 * returns. Mounted once, in the app frame.
 */
export function useGuidePrefetch(signedIn: SignedInAs): void {
  const client = useQueryClient();
  const online = useOnline();
  const email = signedIn?.email;
  const environment = signedIn?.environment;
  useEffect(() => {
    if (email === undefined || environment === undefined || !online) return;
    const controller = new AbortController();
    const deps: PrefetchDeps = {
      signal: controller.signal,
      idle: idleMoment,
      canCacheImages: workerControlsPage,
      cacheImage: cacheImageThroughWorker,
    };
    const timer = setTimeout(() => {
      idleMoment()
        .then(() => (controller.signal.aborted ? undefined : import('./guide-prefetch.ts')))
        .then((module) => module?.prefetchGuides(client, environment, deps))
        .catch((error: unknown) =>
          console.warn('[offline] setup guides could not be fetched for offline use', error),
        );
    }, GUIDE_PREFETCH_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, email, environment, online]);
}
