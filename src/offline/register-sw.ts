/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (sw/sw.ts) and exposes its update handshake. Updates are prompted, never
 * forced: a new worker waits until the user accepts (applyUpdate posts SKIP_WAITING, the page reloads once
 * the new worker controls it), so nobody loses a half-filled form to a deploy.
 */

type Listener = () => void;
type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

const needRefreshListeners = new Set<Listener>();
let needRefresh = false;
let registration: Promise<UpdateServiceWorker | undefined> | undefined;

function announceNeedRefresh() {
  needRefresh = true;
  for (const listener of needRefreshListeners) listener();
}

export function registerServiceWorker(): void {
  // The dev server serves modules, not the built precache; a worker there would serve stale code.
  if (import.meta.env.DEV || registration) return;
  registration = import('virtual:pwa-register')
    .then(({ registerSW }) =>
      registerSW({
        immediate: true,
        onNeedRefresh: announceNeedRefresh,
        onRegisterError: (error: unknown) =>
          console.warn('[offline] service worker registration failed', error),
      }),
    )
    .catch((error: unknown) => {
      console.warn('[offline] service worker support could not be loaded', error);
      return undefined;
    });
}

/**
 * Calls `listener` when a new version is installed and waiting (at once if that already happened).
 * Returns the unsubscribe function. For the update prompt.
 */
export function onNeedRefresh(listener: Listener): () => void {
  needRefreshListeners.add(listener);
  if (needRefresh) queueMicrotask(() => needRefreshListeners.has(listener) && listener());
  return () => void needRefreshListeners.delete(listener);
}

/** The user accepted the update: activate the waiting worker; the page reloads when it takes over. */
export async function applyUpdate(): Promise<void> {
  const update = await registration;
  await update?.(true);
}
