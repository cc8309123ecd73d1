/**
 * Removes everything the console keeps on this device: its IndexedDB databases (every user, every
 * environment), its Cache Storage caches and its localStorage keys, all found through the prefixes of
 * storage-names.ts. Open connections in this or other tabs close themselves on the delete request
 * (cache-activation.ts), so nothing is re-created afterwards.
 */
import { Dexie } from 'dexie';
import { reportStorageError } from './storage-errors.ts';
import {
  APP_SHELL_CACHE_PREFIX,
  isConsoleCache,
  isConsoleDatabase,
  isConsoleLocalStorageKey,
} from './storage-names.ts';

export interface WipeOptions {
  /**
   * Keep the service worker's precache of the public app build (no user data in it), so the sign-in page
   * still opens offline. Default false: nothing of the console remains.
   */
  keepAppShell?: boolean;
}

async function deleteDatabases() {
  if (!globalThis.indexedDB) return;
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

function clearLocalStorage() {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    return; // Storage is blocked for this site, so the console could not have written to it.
  }
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key !== null && isConsoleLocalStorageKey(key)) storage.removeItem(key);
}

/** Resolves when every part has been tried; a part that fails is reported through onStorageError. */
export async function wipeConsoleStorage({ keepAppShell = false }: WipeOptions = {}): Promise<void> {
  const results = await Promise.allSettled([
    deleteDatabases(),
    deleteCaches(keepAppShell),
    Promise.resolve().then(clearLocalStorage),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') reportStorageError('wipe', result.reason);
  }
}
