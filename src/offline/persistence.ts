/**
 * Persistence policy of the console: what it keeps on this device, where, and when it is dropped.
 *
 * Stored
 * - Query cache: the data of every successful query of the signed-in user in the active environment, as
 *   the API returned it (the API never returns secrets). One IndexedDB database per user and environment
 *   (`console-cache:<sha-256 prefix of the e-mail>:<environment>`, see storage-names.ts), one row per
 *   query keyed by its query hash, so staging and prod, and two users of one browser, never mix. Errors,
 *   fetch state and mutations are never stored, so nothing typed into a form reaches the disk. A query
 *   whose `meta` has MEMORY_ONLY set is never stored either (a magic link's URL: its token is a secret).
 * - localStorage `console.environment`: the last chosen environment (preferences.ts); and
 *   `console.last-session`: the e-mail and environment of the last session (last-session.ts), so a reload
 *   restores that user's snapshot at once, offline too. Forgotten when the session ends.
 * - Cache Storage: the app shell precached by the service worker (sw/). API responses are not cached
 *   there: the Cache API keys by URL, not by user or environment.
 *
 * When restored
 * - Before the first render, so a returning user sees the last data at once; except the rows that
 *   `restoreLater` names (app/restore-order.ts: the overview's pages, most of a large organisation's
 *   snapshot, and the activity and transfer pages kept for the alerts, unless the first screen shows
 *   them), restored as soon as the first screen has rendered. Meanwhile useRestoringLater() is true.
 *
 * When written
 * - A query's row is written only when that query succeeds (fetch or setQueryData), batched per
 *   WRITE_THROTTLE_MS and flushed when the tab is hidden or the activation stops. Other rows are left
 *   alone, so a refresh of one list never rewrites the whole cache. A refetch that returns equal data
 *   rewrites its row at most every UNCHANGED_REWRITE_MS, only to refresh its age.
 *
 * When dropped
 * - On restore: rows whose data is older than CACHE_MAX_AGE_MS; all rows when QUERY_CACHE_BUSTER changed.
 * - A screen that is left keeps its queries in memory, and their rows, for gcTime; keep the client's
 *   gcTime >= CACHE_MAX_AGE_MS so a screen visited earlier today can still be read offline.
 * - A query removed from the cache loses its row with the next batch: removed on purpose (removeQueries
 *   after a delete), a reload must not bring the deleted item back; collected after gcTime, the row has
 *   outlived the max age anyway. Only the copy this tab had (or an older one) goes: the user's tabs
 *   share the database, and a tab left unused for gcTime must not delete what another tab just saved.
 * - wipeConsoleStorage() (sign-out) removes every console database, runtime cache and stored key; the
 *   app-shell precache stays (it holds the build, no data).
 *
 * Storage failures (quota, blocked, a newer schema in another tab, no IndexedDB) are reported through
 * onStorageError; the console keeps working online.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Environment } from '../api/schemas/envelope.ts';
import type { ActivationSettings, CacheActivation } from './cache-activation.ts';
import { describeStorageProblem, reportStorageError, reportStorageProblem } from './storage-errors.ts';
import { QUERY_CACHE_BUSTER, queryCacheDatabaseName, userKey } from './storage-names.ts';

export { onStorageError, type StorageProblem } from './storage-errors.ts';
export { wipeConsoleStorage } from './wipe.ts';

/**
 * The `meta` flag of a query kept in memory only, never written to the device: `meta: { [MEMORY_ONLY]:
 * true }`. Set it in the query's options, and build the query with them before any setQueryData (which
 * would otherwise create it without its meta).
 */
export const MEMORY_ONLY = 'memoryOnly';

export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const WRITE_THROTTLE_MS = 1000;
export const UNCHANGED_REWRITE_MS = 10 * 60 * 1000;
/** The first render waits for the restore at most this long; a slow or blocked disk must not hang it. */
export const RESTORE_TIMEOUT_MS = 3000;

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

type SnapshotStore = typeof import('./snapshot-store.ts');
let snapshotStore: Promise<SnapshotStore> | null = null;

/**
 * Loads Dexie and the activation (snapshot-store.ts) once; main.tsx calls it early when a session is
 * remembered, so the download runs beside the start-up's other reads.
 */
export function loadSnapshotStore(): Promise<SnapshotStore> {
  snapshotStore ??= import('./snapshot-store.ts').catch((error: unknown) => {
    snapshotStore = null; // not loadable now (offline before it was ever cached): try again next time
    throw error;
  });
  return snapshotStore;
}

let persistRequested = false;
function requestPersistentStorage() {
  // Ask once per page: without it the browser may evict the offline copy under storage pressure.
  if (persistRequested) return;
  persistRequested = true;
  globalThis.navigator?.storage?.persist?.().catch(() => {});
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
    maxAgeMs: CACHE_MAX_AGE_MS,
    unchangedRewriteMs: UNCHANGED_REWRITE_MS,
    buster: QUERY_CACHE_BUSTER,
    now: Date.now,
    restoreLater: () => false,
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
      requestPersistentStorage();
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
        current = new store.CacheActivation(queryClient, new store.QueryCacheDb(name), environment, settings);
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
