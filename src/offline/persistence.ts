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
 * When written ("seen is saved", ARCHITECTURE.md principle 4)
 * - A query's row is written only when that query succeeds (fetch or setQueryData), in one of two lanes.
 *   Data on screen (the query has an observer when it lands, or gets one later, or is loaded only for a
 *   screen: `loadedForScreen`, the overview's pages, saved as they land before the overview renders
 *   them) is committed within WRITE_THROTTLE_MS plus two transactions at most (the screen one under
 *   way, then its own). Data
 *   fetched with nothing showing it (guides, kept alerts, search lists) waits BACKGROUND_WRITE_MS and
 *   goes in transactions of its own, a bounded chunk each, so it never holds up a screen's write for
 *   long; a row holds whatever the query has when its lane is written, so a background write never
 *   replaces newer data with older.
 * - When the page is hidden, frozen or left (visibilitychange, freeze, pagehide: a reload, a full
 *   navigation, a closed tab) everything pending is issued at once, in that task, so the transactions
 *   complete although the page runs no more script (cache-activation.ts says why that needs the native
 *   connection). Other rows are left alone, so a refresh of one list never rewrites the whole cache. A
 *   refetch that returns equal data rewrites its row at most every UNCHANGED_REWRITE_MS, to refresh its age.
 *
 * When dropped
 * - Never for age: a copy lasts until it is replaced, and is shown with its age ('Data as of yesterday
 *   18:04'). The client never collects a query (gcTime infinite, app/query-client.ts): a screen visited
 *   days ago is still in memory and on disk.
 * - All rows when QUERY_CACHE_BUSTER changed.
 * - A query removed from the cache on purpose (removeQueries after a delete) loses its row, so a reload
 *   does not bring the deleted item back. Only the copy this tab had (or an older one) goes: the user's
 *   tabs share the database.
 * - Over the storage budget (snapshotBudget: a share of navigator.storage.estimate()'s quota, at most
 *   SNAPSHOT_BUDGET_CEILING), rows are evicted: background data first, then screens not seen for
 *   RECENT_VIEW_MS, least recently seen first; a screen seen within RECENT_VIEW_MS only once no
 *   background data is left, and never a query on screen now.
 * - wipeConsoleStorage() (sign-out) removes every console database, runtime cache and stored key; the
 *   app-shell precache stays (it holds the build, no data). A session found expired (401) deletes that
 *   user's snapshots too (features/auth/sign-out.ts); drafts stay for the next sign-in.
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
export { wipeConsoleStorage, wipeSnapshotsOf } from './wipe.ts';

/**
 * The `meta` flag of a query kept in memory only, never written to the device: `meta: { [MEMORY_ONLY]:
 * true }`. Set it in the query's options, and build the query with them before any setQueryData (which
 * would otherwise create it without its meta).
 */
export const MEMORY_ONLY = 'memoryOnly';

/**
 * Data on screen is committed this long after it lands (one frame: a screen's queries landing together
 * make one transaction), plus the screen transaction under way, if any, plus its own.
 */
export const WRITE_THROTTLE_MS = 16;
/** Background data is written this long after it lands, a chunk at a time. */
export const BACKGROUND_WRITE_MS = 1000;
export const UNCHANGED_REWRITE_MS = 10 * 60 * 1000;
/** A screen seen this recently is evicted only after every row of background data. */
export const RECENT_VIEW_MS = 7 * 24 * 60 * 60 * 1000;
/** The most one snapshot may weigh (sizes of its rows: characters of their JSON), whatever the quota. */
export const SNAPSHOT_BUDGET_CEILING = 64 * 1024 * 1024;
/** The share of the origin's quota one snapshot may use: the user's other environment, drafts and the
 * service worker's caches share it. */
export const SNAPSHOT_QUOTA_SHARE = 0.2;
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
 * Loads the activation (snapshot-store.ts) once; main.tsx calls it early when a session is
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

/** The storage budget of one snapshot: a share of the quota the browser grants, within the ceiling. */
export async function snapshotBudget(): Promise<number> {
  try {
    const quota = (await globalThis.navigator?.storage?.estimate?.())?.quota;
    if (quota) return Math.min(SNAPSHOT_BUDGET_CEILING, quota * SNAPSHOT_QUOTA_SHARE);
  } catch {
    // No estimate here (an engine without it, a private window): the ceiling alone.
  }
  return SNAPSHOT_BUDGET_CEILING;
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
