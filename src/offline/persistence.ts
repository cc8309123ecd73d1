/**
 * The offline copy's entry point: createPersistence() restores the signed-in user's snapshot of an
 * environment before the first render (within RESTORE_TIMEOUT_MS) and keeps saving it, by one activation
 * (snapshot/activation.ts) per user and environment. What is kept, where and for how long is
 * snapshot/policy.ts's.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '../api/schemas/envelope.ts';
import type { ActivationSettings, CacheActivation } from './snapshot/activation.ts';
import {
  BACKGROUND_WRITE_MS,
  RECENT_VIEW_MS,
  RESTORE_TIMEOUT_MS,
  snapshotBudget,
  UNCHANGED_REWRITE_MS,
  WRITE_THROTTLE_MS,
} from './snapshot/policy.ts';
import { describeStorageProblem, reportStorageError, reportStorageProblem } from './storage-errors.ts';
import { QUERY_CACHE_BUSTER, queryCacheDatabaseName, userKey } from './storage-names.ts';

export { onStorageError, type StorageProblem } from './storage-errors.ts';
export { wipeConsoleStorage, wipeSnapshotsOf } from './wipe.ts';

export interface PersistenceOptions extends Partial<ActivationSettings> {
  restoreTimeoutMs?: number;
}

export interface Persistence {
  /** Restores that user's snapshot of that environment into the client, then keeps saving it. */
  activate(email: string, environment: Environment): Promise<void>;
  /** Stops saving (the pending batch is still written) and closes the database. */
  deactivate(): void;
  /** Writes the pending batch now. */
  flush(): Promise<void>;
  /** Resolves once the rows of `restoreLater` are restored too. */
  restoredLater(): Promise<void>;
}

type SnapshotStore = typeof import('./snapshot/activation.ts');
let snapshotStore: Promise<SnapshotStore> | null = null;

/**
 * Loads the activation (snapshot/activation.ts, a chunk of its own) once; main.tsx calls it early when a session
 * is remembered, so the download runs beside the start-up's other reads.
 */
export function loadSnapshotStore(): Promise<SnapshotStore> {
  snapshotStore ??= import('./snapshot/activation.ts').catch((error: unknown) => {
    snapshotStore = null; // not loadable now (offline before it was ever cached): try again next time
    throw error;
  });
  return snapshotStore;
}

let persistRequested = false;
/**
 * Asks, once per page, that the offline copy be kept under storage pressure, where no prompt can come of
 * it: Firefox asks the person with a prompt unless the permission is already granted, so the console asks
 * only once it is (Chromium grants an installed app; its query says so), or where the engine has no such
 * permission to query (WebKit decides by itself, silently).
 */
async function requestPersistentStorage() {
  if (persistRequested) return;
  persistRequested = true;
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist) return;
  try {
    if (await storage.persisted?.()) return;
    const permission = await globalThis.navigator.permissions
      ?.query({ name: 'persistent-storage' as PermissionName })
      .then(
        (status) => status.state,
        () => undefined,
      );
    if (permission === 'prompt' || permission === 'denied') return;
    await storage.persist();
  } catch {
    // Best effort: the copy is kept as long as the browser keeps it.
  }
}

function withTimeout(work: Promise<void>, ms: number): Promise<'done' | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([work.then(() => 'done' as const), timeout]).finally(() => clearTimeout(timer));
}

export function createPersistence(queryClient: QueryClient, options: PersistenceOptions = {}): Persistence {
  const { restoreTimeoutMs = RESTORE_TIMEOUT_MS, ...overrides } = options;
  const settings: ActivationSettings = {
    writeThrottleMs: WRITE_THROTTLE_MS,
    backgroundWriteMs: BACKGROUND_WRITE_MS,
    unchangedRewriteMs: UNCHANGED_REWRITE_MS,
    recentViewMs: RECENT_VIEW_MS,
    budget: snapshotBudget,
    buster: QUERY_CACHE_BUSTER,
    now: Date.now,
    restoreLater: () => false,
    loadedForScreen: () => false,
    firstScreen: () => Promise.resolve(),
    ...overrides,
  };
  let current: CacheActivation | undefined;
  let generation = 0;

  return {
    async activate(email, environment) {
      if (!email.trim())
        throw new TypeError('Cannot restore the offline cache: the signed-in e-mail is empty.');
      current?.stop();
      current = undefined;
      const mine = ++generation;
      void requestPersistentStorage();
      let name: string;
      try {
        name = queryCacheDatabaseName(await userKey(email), environment);
      } catch (error) {
        reportStorageError('restore', error); // e.g. no crypto.subtle outside a secure context
        return;
      }
      if (mine !== generation) return; // deactivated or re-activated meanwhile
      const restore = async () => {
        let store: SnapshotStore;
        try {
          store = await loadSnapshotStore();
        } catch (error) {
          reportStorageError('restore', error);
          return;
        }
        if (mine !== generation) return;
        current = new store.CacheActivation(queryClient, name, environment, settings);
        await current.start();
      };
      if ((await withTimeout(restore(), restoreTimeoutMs)) === 'timeout') {
        reportStorageProblem(describeStorageProblem('timeout', 'restore'));
      }
    },
    deactivate() {
      generation++;
      current?.stop();
      current = undefined;
    },
    flush: () => current?.flush() ?? Promise.resolve(),
    restoredLater: () => current?.restoredLater() ?? Promise.resolve(),
  };
}
