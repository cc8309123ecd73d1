/**
 * One user's snapshot in one environment, from restore to stop: restores the rows into the query client,
 * then writes each changed query's row in one of two lanes, deletes the row of each query removed from
 * the cache, and keeps the snapshot within its storage budget. The policy itself is in persistence.ts.
 *
 * Every write is issued whole in the task that asks for it (every put of its transaction before the task
 * ends): a page being left (pagehide, a reload, a closed tab) runs no more script, so a write made over
 * promise ticks, as Dexie's transactions were, lost what came after its first request, and a write queued
 * behind one still under way was never made at all (issue 22's lost screens).
 */
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Environment } from '../api/schemas/envelope.ts';
import {
  completionOf,
  openQueryCacheDb,
  QUERY_STORES,
  type QueryRow,
  resultOf,
  SNAPSHOT_META_ID,
  type UsageRow,
} from './db.ts';
import { startLaterRestore } from './restore-progress.ts';
import { dehydratedStateOf, evictionOrder, readableRows, rowOf, shouldPersist } from './snapshot-rows.ts';
import {
  classifyStorageError,
  describeStorageProblem,
  reportStorageProblem,
  type StorageOperation,
  type StorageProblemKind,
} from './storage-errors.ts';

export interface ActivationSettings {
  /**
   * Data on screen (a query with an observer) is written this long after it arrives, so the queries of
   * one screen, landing together, make one transaction.
   */
  writeThrottleMs: number;
  /** Data fetched with nothing showing it (guides, kept alerts, search lists) waits this long. */
  backgroundWriteMs: number;
  /** An unchanged refetch rewrites its row (to refresh its age) at most this often. */
  unchangedRewriteMs: number;
  buster: string;
  now: () => number;
  /**
   * Whether a query, told by its key after the environment, is restored after the others, without
   * holding up the first render: large data the first screen does not show (the overview's pages, the
   * activity and transfer pages kept for offline reading). Its rows are scattered among the others, so
   * the keys are read first (cheap: no data) to leave them out.
   */
  restoreLater: (key: readonly unknown[]) => boolean;
  /** Resolves once the first screen is on the page (main.tsx); the later rows wait for it. */
  firstScreen: () => Promise<void>;
  /** The most the snapshot's rows may weigh (sizes as QueryRow.size). */
  budget: () => Promise<number>;
  /** A screen seen this recently is evicted only once no background data is left to evict. */
  recentViewMs: number;
}

/** Waiting for an idle moment at most this long: the later rows must not wait for long either. */
const LATER_RESTORE_MAX_WAIT_MS = 500;
/**
 * One background transaction holds at most about this much (sizes as QueryRow.size); the rest follows
 * in the next. IndexedDB runs a store's write transactions one after another, so a screen's write made
 * meanwhile waits for one chunk at most, never for a whole pass of guides or an organisation's pages.
 */
export const BACKGROUND_CHUNK_SIZE = 256 * 1024;
/**
 * performance.measure name of one row's write, from its data reaching the screen to the commit of its
 * transaction (read by the benchmark: BENCHMARKS.md, "Seen is saved").
 */
export const SEEN_SAVED_MEASURE = 'console:seen-saved';
/** The browser keeps every measure: a tab open for days records only its first writes. */
const SEEN_SAVED_MEASURES_MAX = 1000;
/** Seeing a saved screen again updates its row's view time at most this often (usage rows only). */
const VIEW_REFRESH_MS = 60 * 1000;

/** Once the main thread is idle after the first screen, or after a short wait without it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: LATER_RESTORE_MAX_WAIT_MS });
    } else setTimeout(resolve, 0);
  });
}

const onScreen = (query: Query | undefined) => (query?.getObserversCount() ?? 0) > 0;

type Lane = 'screen' | 'background';

export class CacheActivation {
  #stopped = false;
  /** Queries whose data was on screen, waiting to be written (writeThrottleMs). */
  #screen = new Set<string>();
  /** Queries fetched in the background, waiting to be written (backgroundWriteMs), in chunks. */
  #background = new Set<string>();
  /** When each row waiting in the screen lane got there (performance.now()), for SEEN_SAVED_MEASURE. */
  #onScreenSince = new Map<string, number>();
  #measured = 0;
  /** Saved rows seen on screen again: only their usage row is rewritten. */
  #seen = new Set<string>();
  /**
   * Rows to delete, with the time of the data this tab had: their queries left the cache (a deleted
   * item must not come back on reload).
   */
  #removed = new Map<string, number>();
  /** Data reference and time of the last write per hash: structural sharing keeps equal data identical. */
  #written = new Map<string, { data: unknown; at: number }>();
  /** Every saved row's usage, as on disk; #total is the sum of their sizes. */
  #usage = new Map<string, UsageRow>();
  #total = 0;
  #budget = Number.POSITIVE_INFINITY;
  #evicting = false;
  #timers: Record<Lane, ReturnType<typeof setTimeout> | undefined> = {
    screen: undefined,
    background: undefined,
  };
  #inFlight = new Set<Promise<void>>();
  #restoredLater: Promise<void> = Promise.resolve();
  #unsubscribe = () => {};
  #reported = new Set<StorageProblemKind>();

  #db: IDBDatabase | undefined;
  /** Closed for good (another tab's delete or upgrade, the browser's eviction): nothing more is written. */
  #closed = false;

  constructor(
    private readonly client: QueryClient,
    private readonly name: string,
    private readonly environment: Environment,
    private readonly settings: ActivationSettings,
  ) {}

  /** Opens the database and watches what other tabs and the browser do to it. */
  async #open(): Promise<IDBDatabase> {
    // Another tab with an older console keeps the database open, so this one cannot upgrade it.
    const db = await openQueryCacheDb(this.name, (event) => this.#report('restore', event, 'blocked'));
    this.#db = db;
    db.onversionchange = (event) => {
      // Another tab deletes (sign-out) or upgrades (newer console) this database. Let it: close for good,
      // so no later write re-creates what it removed.
      this.#halt();
      if (event.newVersion) this.#report('save', event, 'version');
    };
    // The browser itself closed the connection: storage evicted or site data cleared.
    db.addEventListener('close', (event) => {
      this.#halt();
      this.#report('save', event, 'evicted');
    });
    if (this.#stopped) db.close(); // stopped while it opened
    return db;
  }

  /** The rows restored before the first render, and the hashes of those that wait (see restoreLater). */
  async #read(db: IDBDatabase): Promise<{ rows: unknown[]; usage: UsageRow[]; later: string[] }> {
    const { buster, now } = this.settings;
    const transaction = db.transaction(Object.values(QUERY_STORES), 'readwrite');
    const done = completionOf(transaction);
    const store = (name: keyof typeof QUERY_STORES) => transaction.objectStore(QUERY_STORES[name]);
    const meta = await resultOf(store('meta').get(SNAPSHOT_META_ID));
    if (meta?.buster !== buster) {
      store('queries').clear();
      store('usage').clear();
      store('meta').put({ id: SNAPSHOT_META_ID, buster, savedAt: now() });
      await done;
      return { rows: [], usage: [], later: [] };
    }
    const [usage, hashes] = await Promise.all([
      resultOf(store('usage').getAll() as IDBRequest<UsageRow[]>),
      // The primary key is the query hash, i.e. the key as JSON: which rows wait is known from the keys
      // alone, without reading (cloning) the data of the rows that wait.
      resultOf(store('queries').getAllKeys()) as Promise<string[]>,
    ]);
    const later = hashes.filter((hash) => this.#restoresLater(hash));
    const waiting = new Set(later);
    const rows =
      later.length === 0
        ? await resultOf(store('queries').getAll())
        : await Promise.all(
            hashes.filter((hash) => !waiting.has(hash)).map((hash) => resultOf(store('queries').get(hash))),
          );
    await done;
    return { rows: rows.filter(Boolean), usage, later };
  }

  /** Restores the rows into the client, then starts saving. Never throws: failures are reported. */
  async start(): Promise<void> {
    const { settings } = this;
    let rows: unknown[];
    let usage: UsageRow[];
    let later: string[];
    try {
      ({ rows, usage, later } = await this.#read(await this.#open()));
    } catch (error) {
      if (!this.#stopped) this.#report('restore', error); // a stop during restore closes the db on purpose
      this.#halt();
      return;
    }
    if (this.#stopped) return;
    for (const row of usage) this.#setUsage(row);
    this.#restore(rows);
    if (later.length > 0) this.#restoreLater(later);
    this.#unsubscribe = this.client.getQueryCache().subscribe((event) => {
      const { queryHash } = event.query;
      if (event.type === 'updated' && event.action.type === 'success')
        this.#markDirty(queryHash, onScreen(event.query) ? 'screen' : 'background');
      // Data already here reaches the screen: written now if it waits in the background lane.
      if (event.type === 'observerAdded') this.#markSeen(event.query);
      // A removal on purpose (removeQueries after a delete, or of pages past the end of a list) must not
      // come back on reload; the client never collects a query itself (gcTime is infinite, persistence.ts).
      // Only the copy this tab knew is deleted, never a newer one another tab wrote meanwhile.
      if (event.type === 'removed') this.#markRemoved(queryHash, event.query.state.dataUpdatedAt);
    });
    const doc = globalThis.document;
    doc?.addEventListener('visibilitychange', this.#onHide);
    doc?.addEventListener('freeze', this.#flushNow);
    globalThis.addEventListener?.('pagehide', this.#flushNow);
    void settings.budget().then((budget) => {
      this.#budget = budget;
      this.#keepWithinBudget();
    });
  }

  /** Whether the row of this hash waits for the first render; a hash that does not parse does not. */
  #restoresLater(hash: string): boolean {
    try {
      const key: unknown = JSON.parse(hash);
      return Array.isArray(key) && key[0] === this.environment && this.settings.restoreLater(key.slice(1));
    } catch {
      return false;
    }
  }

  #restore(rows: unknown[]) {
    const restored = readableRows(rows, this.environment);
    // hydrate() never replaces data newer than the row's, e.g. fetched while the later rows were read.
    hydrate(this.client, dehydratedStateOf(restored));
    for (const row of restored) this.#written.set(row.hash, { data: row.state.data, at: row.updatedAt });
  }

  /** Reads and restores the later rows once the first screen has had its turn. */
  #restoreLater(hashes: string[]) {
    const ended = startLaterRestore();
    this.#restoredLater = this.settings
      .firstScreen()
      .then(whenIdle)
      // Stopped meanwhile (sign-out, a switch): the database stays closed.
      .then(() => (this.#stopped ? [] : this.#readLater(hashes)))
      .then(
        (rows) => {
          // A row deleted meanwhile (its query removed) reads as undefined.
          if (!this.#stopped) this.#restore(rows.filter(Boolean));
        },
        (error: unknown) => {
          if (!this.#stopped) this.#report('restore', error);
        },
      )
      .finally(ended);
  }

  async #readLater(hashes: string[]): Promise<unknown[]> {
    const transaction = this.#db?.transaction(QUERY_STORES.queries, 'readonly');
    if (!transaction) return [];
    const store = transaction.objectStore(QUERY_STORES.queries);
    return Promise.all(hashes.map((hash) => resultOf(store.get(hash))));
  }

  /** Resolves once the rows restored later are in the client (at once when there are none). */
  restoredLater(): Promise<void> {
    return this.#restoredLater;
  }

  /**
   * Issues every pending write now, in this task (both lanes, the screen's first), and resolves once
   * they and the writes already under way are committed.
   */
  flush(): Promise<void> {
    this.#write('screen');
    this.#write('background');
    this.#writeRemovals();
    return this.#settled();
  }

  /** Stops listening, writes what is pending, then closes the database. */
  stop(): void {
    if (this.#stopped) return;
    const lastWrites = this.flush();
    this.#stopped = true;
    this.#detach();
    void lastWrites.finally(() => this.#db?.close());
  }

  async #settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  #onHide = () => {
    if (globalThis.document?.visibilityState === 'hidden') this.#flushNow();
  };

  /** The page is hidden, frozen or left: it may never run again, so everything pending goes now. */
  #flushNow = () => void this.flush();

  #markDirty(hash: string, lane: Lane) {
    if (this.#stopped) return;
    this.#removed.delete(hash);
    if (lane === 'background' && this.#screen.has(hash)) return;
    if (lane === 'screen') {
      this.#background.delete(hash);
      if (!this.#screen.has(hash)) this.#onScreenSince.set(hash, performance.now());
    }
    (lane === 'screen' ? this.#screen : this.#background).add(hash);
    this.#schedule(lane);
  }

  #markSeen(query: Query) {
    if (this.#stopped || !shouldPersist(query, this.environment)) return;
    const hash = query.queryHash;
    if (this.#background.has(hash)) return this.#markDirty(hash, 'screen');
    const usage = this.#usage.get(hash);
    // Not saved (fetched before this activation, or evicted): written now that it is on screen.
    if (!usage) return this.#markDirty(hash, 'screen');
    if (this.settings.now() - usage.viewedAt >= VIEW_REFRESH_MS) {
      this.#seen.add(hash);
      this.#schedule('screen');
    }
  }

  #markRemoved(hash: string, dataUpdatedAt: number) {
    if (this.#stopped) return;
    this.#screen.delete(hash);
    this.#background.delete(hash);
    this.#seen.delete(hash);
    this.#onScreenSince.delete(hash);
    this.#written.delete(hash);
    this.#removed.set(hash, dataUpdatedAt);
    this.#schedule('screen');
  }

  #schedule(lane: Lane) {
    const delay = lane === 'screen' ? this.settings.writeThrottleMs : this.settings.backgroundWriteMs;
    this.#timers[lane] ??= setTimeout(() => {
      this.#timers[lane] = undefined;
      if (lane === 'screen') {
        this.#write('screen');
        this.#writeRemovals();
      } else {
        this.#write('background', BACKGROUND_CHUNK_SIZE);
      }
    }, delay);
  }

  /** Takes the lane's rows (up to `limit` in size) and issues their transaction. */
  #write(lane: Lane, limit = Number.POSITIVE_INFINITY) {
    clearTimeout(this.#timers[lane]);
    this.#timers[lane] = undefined;
    const now = this.settings.now();
    const rows = this.#takeRows(lane === 'screen' ? this.#screen : this.#background, limit, now);
    const usage = rows.map((row) => ({
      hash: row.hash,
      size: row.size,
      viewedAt: lane === 'screen' ? now : (this.#usage.get(row.hash)?.viewedAt ?? 0),
    }));
    if (lane === 'screen') {
      for (const hash of this.#seen) {
        const known = this.#usage.get(hash);
        if (known && !rows.some((row) => row.hash === hash)) usage.push({ ...known, viewedAt: now });
      }
      this.#seen.clear();
    }
    if (usage.length === 0) return;
    this.#track(
      this.#commit(rows, usage).then(() => {
        for (const row of rows) {
          this.#written.set(row.hash, { data: row.state.data, at: now });
          const since = this.#onScreenSince.get(row.hash);
          this.#onScreenSince.delete(row.hash);
          if (since !== undefined && this.#measured++ < SEEN_SAVED_MEASURES_MAX)
            performance.measure(SEEN_SAVED_MEASURE, { start: since });
        }
        for (const row of usage) this.#setUsage(row);
        this.#keepWithinBudget();
      }),
    );
    // What is left of a background pass follows once this chunk is in.
    if (lane === 'background' && this.#background.size > 0) this.#schedule('background');
  }

  #takeRows(lane: Set<string>, limit: number, now: number): QueryRow[] {
    const cache = this.client.getQueryCache();
    const rows: QueryRow[] = [];
    let size = 0;
    for (const hash of lane) {
      if (size >= limit) break;
      lane.delete(hash);
      const query = cache.get(hash);
      if (!query || !shouldPersist(query, this.environment)) continue;
      const last = this.#written.get(hash);
      if (last && last.data === query.state.data && now - last.at < this.settings.unchangedRewriteMs)
        continue;
      const row = rowOf(query);
      rows.push(row);
      size += row.size;
    }
    return rows;
  }

  /** One transaction, every request issued before this returns (see the header). */
  #commit(rows: readonly QueryRow[], usage: readonly UsageRow[]): Promise<void> {
    const transaction = this.#transaction(['queries', 'usage', 'meta']);
    if (!transaction) return Promise.resolve();
    try {
      const queries = transaction.objectStore('queries');
      const usageStore = transaction.objectStore('usage');
      for (const row of rows) queries.put(row);
      for (const row of usage) usageStore.put(row);
      const { buster, now } = this.settings;
      transaction.objectStore('meta').put({ id: SNAPSHOT_META_ID, buster, savedAt: now() });
      transaction.commit?.();
    } catch (error) {
      transaction.abort();
      return Promise.reject(error);
    }
    return completionOf(transaction);
  }

  /**
   * Deletes the rows of removed queries that hold the data this tab had or older. The database is
   * shared by the user's tabs: a tab that removed a query must not delete the row another tab has just
   * saved with newer data.
   */
  #writeRemovals() {
    if (this.#removed.size === 0) return;
    const removed = new Map(this.#removed);
    this.#removed.clear();
    const transaction = this.#transaction(['queries', 'usage']);
    if (!transaction) return;
    const queries = transaction.objectStore('queries');
    const usage = transaction.objectStore('usage');
    const deleted: string[] = [];
    for (const [hash, dataUpdatedAt] of removed) {
      const read = queries.get(hash) as IDBRequest<QueryRow | undefined>;
      read.onsuccess = () => {
        if (!read.result || read.result.updatedAt > dataUpdatedAt) return;
        queries.delete(hash);
        usage.delete(hash);
        deleted.push(hash);
      };
    }
    this.#track(
      completionOf(transaction).then(() => {
        for (const hash of deleted) this.#dropUsage(hash);
      }),
    );
  }

  /**
   * Over budget, rows go in evictionOrder (snapshot-rows.ts): background data first, then screens not
   * seen for a while, oldest first; never what is on screen now. Their queries stay in memory.
   */
  #keepWithinBudget() {
    if (this.#evicting || this.#stopped || this.#total <= this.#budget) return;
    const cache = this.client.getQueryCache();
    const victims: string[] = [];
    let total = this.#total;
    const order = evictionOrder([...this.#usage.values()], this.settings.now(), this.settings.recentViewMs);
    for (const hash of order) {
      if (total <= this.#budget) break;
      if (onScreen(cache.get(hash))) continue;
      victims.push(hash);
      total -= this.#usage.get(hash)?.size ?? 0;
    }
    const transaction = victims.length > 0 ? this.#transaction(['queries', 'usage']) : undefined;
    if (!transaction) return;
    for (const hash of victims) {
      transaction.objectStore('queries').delete(hash);
      transaction.objectStore('usage').delete(hash);
    }
    this.#evicting = true;
    this.#track(
      completionOf(transaction)
        .then(() => {
          for (const hash of victims) {
            this.#dropUsage(hash);
            this.#written.delete(hash); // written again when it is fetched again
          }
        })
        .finally(() => {
          this.#evicting = false;
        }),
    );
  }

  #transaction(stores: string[]): IDBTransaction | undefined {
    if (!this.#db || this.#closed) return undefined;
    try {
      return this.#db.transaction(stores, 'readwrite');
    } catch (error) {
      this.#report('save', error);
      return undefined;
    }
  }

  #track(write: Promise<void>) {
    const tracked = write.catch((error: unknown) => {
      // After another tab's delete or upgrade the database is closed on purpose: nothing to report.
      if (!this.#closed) this.#report('save', error);
    });
    this.#inFlight.add(tracked);
    void tracked.finally(() => this.#inFlight.delete(tracked));
  }

  #setUsage(row: UsageRow) {
    this.#total += row.size - (this.#usage.get(row.hash)?.size ?? 0);
    this.#usage.set(row.hash, row);
  }

  #dropUsage(hash: string) {
    this.#total -= this.#usage.get(hash)?.size ?? 0;
    this.#usage.delete(hash);
  }

  #halt() {
    this.#stopped = true;
    this.#detach();
    this.#screen.clear();
    this.#background.clear();
    this.#seen.clear();
    this.#removed.clear();
    this.#closed = true;
    this.#db?.close();
  }

  #detach() {
    for (const lane of ['screen', 'background'] as const) {
      clearTimeout(this.#timers[lane]);
      this.#timers[lane] = undefined;
    }
    this.#unsubscribe();
    globalThis.document?.removeEventListener('visibilitychange', this.#onHide);
    globalThis.document?.removeEventListener('freeze', this.#flushNow);
    globalThis.removeEventListener?.('pagehide', this.#flushNow);
  }

  /** One message per kind per activation: a full disk would otherwise repeat every second. */
  #report(operation: StorageOperation, error: unknown, kind = classifyStorageError(error)) {
    if (this.#reported.has(kind)) return;
    this.#reported.add(kind);
    reportStorageProblem(describeStorageProblem(kind, operation, error));
  }
}
