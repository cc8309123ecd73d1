/**
 * One user's snapshot in one environment, from restore to stop: restores the rows into the query client,
 * then writes each changed query's row in one of two lanes, deletes the row of each query removed from
 * the cache, and keeps the snapshot within its storage budget. The policy itself is in persistence.ts;
 * the reads and writes on the database are snapshot-io.ts's, each issued whole in the task that asks.
 */
import { hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Environment } from '../api/schemas/envelope.ts';
import { openQueryCacheDb, type QueryRow } from './db.ts';
import { startLaterRestore } from './restore-progress.ts';
import { deleteKnownCopies, deleteRows, putRows, readRows, readSnapshot } from './snapshot-io.ts';
import { dehydratedStateOf, readableRows, rowOf, shouldPersist } from './snapshot-rows.ts';
import { UsageLedger } from './snapshot-usage.ts';
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
   * one screen, landing together, make one transaction. While a screen transaction is under way, what
   * arrives meanwhile goes in the next one, issued as soon as it commits.
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
  /**
   * Whether a query, told by its key after the environment, is loaded only for a screen, though written
   * before the screen observes it: its data goes in the screen lane as it lands (see persistence.ts).
   */
  loadedForScreen: (key: readonly unknown[]) => boolean;
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
 * transaction (read by the benchmark: BENCHMARKS.md).
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
  #usage = new UsageLedger();
  #budget = Number.POSITIVE_INFINITY;
  #evicting = false;
  #timers: Record<Lane, ReturnType<typeof setTimeout> | undefined> = {
    screen: undefined,
    background: undefined,
  };
  #inFlight = new Set<Promise<void>>();
  /** The screen lane's transaction is under way: the next one waits for its commit (writeThrottleMs). */
  #screenWriting = false;
  #restoredLater: Promise<void> = Promise.resolve();
  #unsubscribe = () => {};
  #reported = new Set<StorageProblemKind>();

  #db: IDBDatabase | undefined;
  /** Closed for good (another tab's delete or upgrade, the browser's eviction): nothing more is written. */
  #closed = false;
  /**
   * The page was left for the back/forward cache (pagehide, persisted): the connection is closed and
   * writes wait in their lanes until the page is shown again (pageshow), which opens it anew.
   */
  #cached = false;

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

  /** Restores the rows into the client, then starts saving. Never throws: failures are reported. */
  async start(): Promise<void> {
    const { settings } = this;
    let read: Awaited<ReturnType<typeof readSnapshot>>;
    try {
      const db = await this.#open();
      read = await readSnapshot(db, settings.buster, settings.now(), (hash) => this.#restoresLater(hash));
    } catch (error) {
      if (!this.#stopped) this.#report('restore', error); // a stop during restore closes the db on purpose
      this.#halt();
      return;
    }
    if (this.#stopped) return;
    for (const row of read.usage) this.#usage.set(row);
    this.#restore(read.rows);
    if (read.later.length > 0) this.#restoreLater(read.later);
    this.#unsubscribe = this.client.getQueryCache().subscribe((event) => {
      const { queryHash } = event.query;
      if (event.type === 'updated' && event.action.type === 'success')
        this.#markDirty(queryHash, this.#shown(event.query) ? 'screen' : 'background');
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
    globalThis.addEventListener?.('pagehide', this.#onPageHide);
    globalThis.addEventListener?.('pageshow', this.#onPageShow);
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

  /** On screen, or loaded only for a screen (`loadedForScreen`). */
  #shown(query: Query): boolean {
    return onScreen(query) || this.settings.loadedForScreen(query.queryKey.slice(1));
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
      .then(() => {
        const db = this.#openDb();
        return this.#stopped || !db ? [] : readRows(db, hashes);
      })
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

  /**
   * The page is left. Left for good, everything pending is issued now. Kept in the back/forward cache
   * (persisted), it runs no script until it is shown again, and WebKit let a transaction issued at that
   * moment hold the stores for good: every later page's restore and save waited on it (TESTING.md,
   * Engines: under load the engines' walk stalled in 3 runs of 3 with the writes issued here, in 0 of 4
   * without). So the page issues nothing more and closes its connection (what is already under way still
   * completes); what is pending waits in memory and is written when the page is shown again. Should the
   * browser evict the page from that cache instead, what landed in the last writeThrottleMs (a screen)
   * or backgroundWriteMs (background data) before it was left is not saved.
   */
  #onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted || this.#closed) return this.#flushNow();
    this.#cached = true;
    this.#db?.close();
  };

  /** Back from the back/forward cache: the connection opens again and what waited is written. */
  #onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !this.#cached || this.#stopped) return;
    this.#open().then(
      () => {
        this.#cached = false;
        this.#schedule('screen');
        if (this.#background.size > 0) this.#schedule('background');
      },
      (error: unknown) => {
        this.#report('save', error);
        this.#halt();
      },
    );
  };

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
    if (lane === 'screen' && this.#screenWriting) return; // issued when the one under way commits
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
    if (this.#cached) return; // kept in the lane until the page is shown again
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
    const db = this.#openDb();
    if (usage.length === 0 || !db) return;
    const meta = { buster: this.settings.buster, savedAt: now };
    const write = putRows(db, rows, usage, meta);
    if (lane === 'screen') {
      // IndexedDB would queue one transaction per batch behind this one; instead, what lands meanwhile
      // waits here and goes in one transaction when this one commits.
      this.#screenWriting = true;
      void write
        .catch(() => undefined)
        .finally(() => {
          this.#screenWriting = false;
          if (this.#screen.size + this.#seen.size + this.#removed.size > 0) this.#schedule('screen');
        });
    }
    this.#track(
      write.then(() => {
        for (const row of rows) {
          this.#written.set(row.hash, { data: row.state.data, at: now });
          const since = this.#onScreenSince.get(row.hash);
          this.#onScreenSince.delete(row.hash);
          if (since !== undefined && this.#measured++ < SEEN_SAVED_MEASURES_MAX)
            performance.measure(SEEN_SAVED_MEASURE, { start: since });
        }
        for (const row of usage) this.#usage.set(row);
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
      const last = this.#written.get(hash);
      const unchanged =
        last !== undefined &&
        last.data === query?.state.data &&
        now - last.at < this.settings.unchangedRewriteMs;
      if (!query || !shouldPersist(query, this.environment) || unchanged) {
        this.#onScreenSince.delete(hash); // nothing to write, so nothing to measure
        continue;
      }
      const row = rowOf(query);
      rows.push(row);
      size += row.size;
    }
    return rows;
  }

  /** Deletes the rows of the queries removed since the last call (snapshot-io.ts: only known copies). */
  #writeRemovals() {
    const db = this.#openDb();
    if (this.#removed.size === 0 || !db) return;
    const removed = new Map(this.#removed);
    this.#removed.clear();
    this.#track(
      deleteKnownCopies(db, removed).then((deleted) => {
        for (const hash of deleted) this.#usage.drop(hash);
      }),
    );
  }

  /**
   * Over budget, rows go in evictionOrder (snapshot-usage.ts): background data first, then screens not
   * seen for a while, oldest first; never what is on screen now. Their queries stay in memory.
   */
  #keepWithinBudget() {
    const db = this.#openDb();
    if (this.#evicting || this.#stopped || !db || this.#usage.total <= this.#budget) return;
    const cache = this.client.getQueryCache();
    const { now, recentViewMs } = this.settings;
    const victims = this.#usage.victims(this.#budget, now(), recentViewMs, (hash) =>
      onScreen(cache.get(hash)),
    );
    if (victims.length === 0) return;
    this.#evicting = true;
    this.#track(
      deleteRows(db, victims)
        .then(() => {
          for (const hash of victims) {
            this.#usage.drop(hash);
            this.#written.delete(hash); // written again when it is fetched again
          }
        })
        .finally(() => {
          this.#evicting = false;
        }),
    );
  }

  /** The connection, unless it was closed for good or for the back/forward cache. */
  #openDb(): IDBDatabase | undefined {
    return this.#closed || this.#cached ? undefined : this.#db;
  }

  #track(write: Promise<void>) {
    const tracked = write.catch((error: unknown) => {
      // After another tab's delete or upgrade the database is closed on purpose: nothing to report.
      if (!this.#closed) this.#report('save', error);
    });
    this.#inFlight.add(tracked);
    void tracked.finally(() => this.#inFlight.delete(tracked));
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
    globalThis.removeEventListener?.('pagehide', this.#onPageHide);
    globalThis.removeEventListener?.('pageshow', this.#onPageShow);
  }

  /** One message per kind per activation: a full disk would otherwise repeat every second. */
  #report(operation: StorageOperation, error: unknown, kind = classifyStorageError(error)) {
    if (this.#reported.has(kind)) return;
    this.#reported.add(kind);
    reportStorageProblem(describeStorageProblem(kind, operation, error));
  }
}
