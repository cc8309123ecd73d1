/**
 * Sign-out wipe policy: nothing of the signed-out user stays on this device. Removed: every IndexedDB
 * database of the console (every user, every environment: query caches, drafts), the service worker's
 * runtime caches, the console's localStorage and sessionStorage keys, and the app badge; all found
 * through the prefixes of storage-names.ts. Kept: the app-shell precache (workbox-precache-*), which
 * holds the public app build and no data: removing it would stop the sign-in page from opening offline
 * until the worker re-downloads it; and the device's own keys (DEVICE_STORAGE_PREFIX: the theme), which
 * say nothing about the user. Open connections in this or other tabs close themselves on the
 * delete request (snapshot/activation.ts), so nothing is re-created afterwards.
 */
import { clearAppBadge } from './app-badge.ts';
import { reportStorageError } from './storage-errors.ts';
import {
  APP_SHELL_CACHE_PREFIX,
  isConsoleCache,
  isConsoleDatabase,
  isConsoleLocalStorageKey,
  queryCacheDatabaseName,
  userKey,
} from './storage-names.ts';

export interface WipeOptions {
  /** Keep the precache of the public app build (default), so the sign-in page still opens offline. */
  keepAppShell?: boolean;
}

async function deleteDatabases() {
  if (!globalThis.indexedDB) return;
  // Dexie loads here, not with the app: a signed-out page never needs it (snapshot/activation.ts).
  const { Dexie } = await import('dexie');
  const names = await Dexie.getDatabaseNames();
  await Promise.all(names.filter(isConsoleDatabase).map((name) => Dexie.delete(name)));
}

async function deleteCaches(keepAppShell: boolean) {
  if (!globalThis.caches) return;
  const names = (await caches.keys()).filter(
    (name) => isConsoleCache(name) && !(keepAppShell && name.startsWith(APP_SHELL_CACHE_PREFIX)),
  );
  await Promise.all(names.map((name) => caches.delete(name)));
}

function clearKeys(area: 'localStorage' | 'sessionStorage') {
  let storage: Storage | undefined;
  try {
    storage = globalThis[area];
  } catch {
    return; // Storage is blocked for this site, so the console could not have written to it.
  }
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key !== null && isConsoleLocalStorageKey(key)) storage.removeItem(key);
}

/**
 * What another tab forgets when this one signs out: its own sessionStorage (each tab has its own). The
 * shared parts (databases, caches, localStorage) are wiped once, by the tab that signed out.
 */
export const forgetTabKeys = () => clearKeys('sessionStorage');

/** Resolves when every part has been tried; a part that fails is reported through onStorageError. */
export async function wipeConsoleStorage({ keepAppShell = true }: WipeOptions = {}): Promise<void> {
  clearAppBadge();
  const results = await Promise.allSettled([
    deleteDatabases(),
    deleteCaches(keepAppShell),
    Promise.resolve().then(() => clearKeys('localStorage')),
    Promise.resolve().then(forgetTabKeys),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') reportStorageError('wipe', result.reason);
  }
}

/**
 * A session found expired: that user's snapshots (both environments) go, since a copy lasts only while
 * its session does (persistence.ts); their drafts stay for the next sign-in, and so does everything of
 * the device. Failures are reported through onStorageError.
 */
export async function wipeSnapshotsOf(email: string): Promise<void> {
  if (!globalThis.indexedDB) return;
  try {
    const key = await userKey(email);
    const { Dexie } = await import('dexie');
    await Promise.all(
      (['prod', 'staging'] as const).map((environment) =>
        Dexie.delete(queryCacheDatabaseName(key, environment)),
      ),
    );
  } catch (error) {
    reportStorageError('wipe', error);
  }
}
