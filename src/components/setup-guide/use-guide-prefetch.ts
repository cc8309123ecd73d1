/**
 * Starts the background fetch of every setup guide (guide-prefetch.ts states the policy) for each
 * signed-in user and environment. The fetching code itself loads only when a pass starts, well after the
 * screen the user came for: it is no part of the first screen's JS.
 */
import { RUNTIME_CACHES } from '../../offline/storage-names.ts';
import {
  type BackgroundPass,
  type SignedInAs,
  useBackgroundPass,
} from '../../offline/use-background-pass.ts';

/** How long to wait for a freshly installed worker to control the page before leaving images for later. */
const WORKER_WAIT_MS = 10_000;
/** The first idle moment, or this long at most. */
const IDLE_TIMEOUT_MS = 2_000;

/** The first idle moment; where the engine has no requestIdleCallback (WebKit), the next task. */
export const idleMoment = () =>
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

/** A pass over every guide, at the first idle moment after the start delay. */
const prefetchEveryGuide: BackgroundPass = async (client, environment, signal) => {
  await idleMoment();
  if (signal.aborted) return;
  const { prefetchGuides } = await import('./guide-prefetch.ts');
  await prefetchGuides(client, environment, {
    signal,
    idle: idleMoment,
    canCacheImages: workerControlsPage,
    cacheImage: cacheImageThroughWorker,
  });
};

/**
 * Runs a pass for each signed-in user and environment while online, and again when the connection
 * returns. Mounted once, in the app frame.
 */
export function useGuidePrefetch(signedIn: SignedInAs): void {
  useBackgroundPass(signedIn, prefetchEveryGuide, 'setup guides could not be fetched for offline use');
}
