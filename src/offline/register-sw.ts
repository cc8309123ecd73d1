/**
 * Registers the service worker (sw/sw.ts) through workbox-window, checks for a new version and exposes
 * the update handshake. Updates are prompted, never forced: a new worker waits until the user accepts
 * (applyUpdate posts SKIP_WAITING, and this tab reloads once the new worker controls it), so nobody loses
 * a half-filled form to a deploy. Other open tabs are taken over by the new worker too, but never
 * reloaded: they keep showing the prompt until their user chooses.
 */
import { Workbox } from 'workbox-window';
import { isOnline } from './network-status.ts';

type Listener = () => void;

/** The worker vite-plugin-pwa builds from sw/sw.ts (vite.config.ts), for the whole origin. */
const WORKER_URL = '/sw.js';
const WORKER_SCOPE = '/';

/** A new version is looked for this often while a tab stays open… */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** …and when the tab regains focus or visibility, at most once per this gap (those come in bursts). */
export const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000;

const needRefreshListeners = new Set<Listener>();
let needRefresh = false;
let workbox: Workbox | undefined;
let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * Whether a new version waits beside the one running. On a first install there is nothing to update
 * from, though a page loaded while the first worker installs may hear of it as waiting (Firefox does).
 */
export const isUpdateWaiting = (
  registration: Pick<ServiceWorkerRegistration, 'active' | 'waiting'> | undefined,
): boolean =>
  Boolean(registration?.active && registration.waiting && registration.waiting !== registration.active);

function announceNeedRefresh() {
  void registered?.then((registration) => {
    if (!isUpdateWaiting(registration)) return;
    needRefresh = true;
    for (const listener of needRefreshListeners) listener();
  });
}

export function registerServiceWorker(): void {
  // The dev server serves modules, not the built precache; a worker there would serve stale code.
  if (import.meta.env.DEV || workbox || !globalThis.navigator?.serviceWorker) return;
  workbox = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  // A new version waits: this tab's own update, or one another tab (or a later check) installed.
  workbox.addEventListener('waiting', announceNeedRefresh);
  workbox.addEventListener('installed', (event) => {
    if (event.isExternal) announceNeedRefresh();
  });
  // No 'controlling' listener: when a new worker takes over, only the tab whose user pressed Reload
  // reloads (applyUpdate), never another tab with the prompt still open.
  registered = workbox.register({ immediate: true }).catch((error: unknown) => {
    console.warn('[offline] service worker registration failed', error);
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

/** The user accepted the update: activate the waiting worker, and reload once it controls this page. */
export async function applyUpdate(): Promise<void> {
  const registration = await registered;
  // Another tab already accepted: the new worker controls this page too, so only the reload is left.
  if (registration && !registration.waiting) {
    window.location.reload();
    return;
  }
  globalThis.navigator?.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  workbox?.messageSkipWaiting();
}

/** Asks the browser to fetch the worker script again; a changed one installs and raises onNeedRefresh. */
export async function checkForUpdate(): Promise<void> {
  const registration = await registered;
  if (!registration || !isOnline()) return;
  try {
    await registration.update();
  } catch (error) {
    console.warn('[offline] checking for a new version failed', error);
  }
}

export interface UpdateCheckSchedule {
  intervalMs: number;
  minGapMs: number;
  now: () => number;
  /** Where focus and online happen (window). */
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Where visibility changes (document). */
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Runs `check` every intervalMs, and when the tab regains focus, becomes visible or comes back online
 * (not more often than minGapMs for those). Returns the function that stops it.
 */
export function scheduleUpdateChecks(check: () => void, schedule: UpdateCheckSchedule): () => void {
  const { intervalMs, minGapMs, now, win, doc } = schedule;
  let last = Number.NEGATIVE_INFINITY;
  const run = () => {
    last = now();
    check();
  };
  const onReturn = () => {
    if (doc.visibilityState === 'visible' && now() - last >= minGapMs) run();
  };
  const timer = setInterval(run, intervalMs);
  win.addEventListener('focus', onReturn);
  win.addEventListener('online', onReturn);
  doc.addEventListener('visibilitychange', onReturn);
  return () => {
    clearInterval(timer);
    win.removeEventListener('focus', onReturn);
    win.removeEventListener('online', onReturn);
    doc.removeEventListener('visibilitychange', onReturn);
  };
}

/** The console's update checks: hourly, and on focus, visibility and reconnection. */
export const startUpdateChecks = (): (() => void) =>
  scheduleUpdateChecks(() => void checkForUpdate(), {
    intervalMs: UPDATE_CHECK_INTERVAL_MS,
    minGapMs: UPDATE_CHECK_MIN_GAP_MS,
    now: Date.now,
    win: window,
    doc: document,
  });
