/**
 * What one activation writes (policy.ts, "When written" and "When dropped"): each changed query's row
 * in the screen lane or the background lane, the view time of a saved screen seen again, the deletion of
 * each query removed from the cache, and the evictions that keep the snapshot within its budget.
 */

import type { Query, QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import type { QueryRow, UsageRow } from '../db.ts';
import { deleteKnownCopies, deleteRows, putRows } from './io.ts';
import { WriteLane } from './lane.ts';
import {
  BACKGROUND_CHUNK_SIZE,
  SEEN_SAVED_MEASURE,
  SEEN_SAVED_MEASURES_MAX,
  VIEW_REFRESH_MS,
} from './policy.ts';
import { rowOf, shouldPersist } from './rows.ts';
import { UsageLedger } from './usage.ts';

export interface WriteSettings {
  /** The screen lane's delay (ms): policy.ts WRITE_THROTTLE_MS. */
  writeThrottleMs: number;
  /** The background lane's delay (ms): policy.ts BACKGROUND_WRITE_MS. */
  backgroundWriteMs: number;
  /** An unchanged refetch rewrites its row (to refresh its age) at most this often (ms). */
  unchangedRewriteMs: number;
  /** A screen seen this recently (ms) is evicted only once no background data is left to evict. */
  recentViewMs: number;
  /**
   * Whether a query, told by its key after the environment, is loaded only for a screen, though written
   * before the screen observes it: its data goes in the screen lane as it lands.
   */
  loadedForScreen: (key: readonly unknown[]) => boolean;
  buster: string;
  now: () => number;
}

/** The activation's connection, as the writes see it. */
export interface Connection {
  /** The open connection; undefined once closed for good or while the page is suspended. */
  db(): IDBDatabase | undefined;
  /** The page is in the back/forward cache: rows wait in their lanes until it is shown again. */
  suspended(): boolean;
  /** No more evictions: the activation stopped. */
  stopped(): boolean;
  /** A write failed. */
  failed(error: unknown): void;
}

const onScreen = (query: Query | undefined) => (query?.getObserversCount() ?? 0) > 0;

export class SnapshotWrites {
  /** Data on screen: one transaction at a time, a frame after it lands. */
  readonly screen: WriteLane;
  /** Data fetched with nothing showing it: a chunk at a time, a second after it lands. */
  readonly background: WriteLane;
  /** When each row waiting in the screen lane got there (performance.now()), for SEEN_SAVED_MEASURE. */
  #onScreenSince = new Map<string, number>();
  #measured = 0;
  /** Saved rows seen on screen again: only their usage row is rewritten, with the screen lane. */
  #seen = new Set<string>();
  /** Rows to delete, with the time of the data this tab had: their queries left the cache. */
  #removed = new Map<string, number>();
  /** Data reference and time of the last write per hash: structural sharing keeps equal data identical. */
  #written = new Map<string, { data: unknown; at: number }>();
  #usage = new UsageLedger();
  #budget = Number.POSITIVE_INFINITY;
  #evicting = false;
  #inFlight = new Set<Promise<void>>();
  /** The lanes in their order, the screen's first: a row waiting in one is not added to a later one. */
  readonly #lanes: readonly WriteLane[];

  constructor(
    private readonly client: QueryClient,
    private readonly environment: Environment,
    private readonly settings: WriteSettings,
    private readonly connection: Connection,
  ) {
    this.screen = new WriteLane(
      {
        delayMs: settings.writeThrottleMs,
        chunkSize: Number.POSITIVE_INFINITY,
        oneAtATime: true,
        onScreen: true,
      },
      {
        issue: (lane, limit) => this.#issue(lane, limit),
        waiting: () => this.#seen.size + this.#removed.size > 0,
        afterDelay: () => this.#writeRemovals(),
      },
    );
    this.background = new WriteLane(
      {
        delayMs: settings.backgroundWriteMs,
        chunkSize: BACKGROUND_CHUNK_SIZE,
        oneAtATime: false,
        onScreen: false,
      },
      { issue: (lane, limit) => this.#issue(lane, limit) },
    );
    this.#lanes = [this.screen, this.background];
  }

  /** Rows restored from the disk: equal data is not written again (unchangedRewriteMs). */
  restored(rows: readonly QueryRow[]) {
    for (const row of rows) this.#written.set(row.hash, { data: row.state.data, at: row.updatedAt });
  }

  usageRead(rows: readonly UsageRow[]) {
    for (const row of rows) this.#usage.set(row);
  }

  setBudget(budget: number) {
    this.#budget = budget;
    this.#keepWithinBudget();
  }

  /** A query succeeded: its row goes in the screen lane if it is shown, else in the background lane. */
  landed(query: Query) {
    const shown = onScreen(query) || this.settings.loadedForScreen(query.queryKey.slice(1));
    this.#add(query.queryHash, shown ? this.screen : this.background);
  }

  /** Data already here reaches the screen: written now if it waits in the background lane. */
  seen(query: Query) {
    if (!shouldPersist(query, this.environment)) return;
    const hash = query.queryHash;
    if (this.background.has(hash)) return this.#add(hash, this.screen);
    const usage = this.#usage.get(hash);
    // Not saved (fetched before this activation, or evicted): written now that it is on screen.
    if (!usage) return this.#add(hash, this.screen);
    if (this.settings.now() - usage.viewedAt >= VIEW_REFRESH_MS) {
      this.#seen.add(hash);
      this.screen.schedule();
    }
  }

  /** A query left the cache: only the copy this tab knew is deleted, never a newer one of another tab. */
  removed(hash: string, dataUpdatedAt: number) {
    for (const lane of this.#lanes) lane.delete(hash);
    this.#seen.delete(hash);
    this.#onScreenSince.delete(hash);
    this.#written.delete(hash);
    this.#removed.set(hash, dataUpdatedAt);
    this.screen.schedule();
  }

  #add(hash: string, lane: WriteLane) {
    this.#removed.delete(hash);
    const lanes = this.#lanes;
    const index = lanes.indexOf(lane);
    if (lanes.slice(0, index).some((earlier) => earlier.has(hash))) return;
    for (const later of lanes.slice(index + 1)) later.delete(hash);
    if (lane.settings.onScreen && !lane.has(hash)) this.#onScreenSince.set(hash, performance.now());
    lane.add(hash);
  }

  /**
   * Issues every pending write now, in this task (both lanes, the screen's first, then the deletions),
   * and resolves once they and the writes already under way are committed.
   */
  flush(): Promise<void> {
    for (const lane of this.#lanes) lane.write();
    this.#writeRemovals();
    return this.#settled();
  }

  /** The page is shown again: what waited in the lanes is written. */
  resume() {
    this.screen.schedule();
    if (this.background.size > 0) this.background.schedule();
  }

  /** No more timers; what waits stays (stop: flushed first). */
  cancel() {
    for (const lane of this.#lanes) lane.cancel();
  }

  /** Forgets everything waiting: the database is gone. */
  drop() {
    for (const lane of this.#lanes) lane.clear();
    this.#seen.clear();
    this.#removed.clear();
  }

  async #settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  /** Takes the lane's rows (up to `limit` in size) and issues their transaction. */
  #issue(lane: WriteLane, limit: number): Promise<void> | undefined {
    if (this.connection.suspended()) return undefined; // kept in the lane until the page is shown again
    const now = this.settings.now();
    const rows = lane.take(limit, (hash) => this.#rowToWrite(hash, now));
    const usage = rows.map((row) => ({
      hash: row.hash,
      size: row.size,
      viewedAt: lane.settings.onScreen ? now : (this.#usage.get(row.hash)?.viewedAt ?? 0),
    }));
    if (lane.settings.onScreen) {
      for (const hash of this.#seen) {
        const known = this.#usage.get(hash);
        if (known && !rows.some((row) => row.hash === hash)) usage.push({ ...known, viewedAt: now });
      }
      this.#seen.clear();
    }
    const db = this.connection.db();
    if (usage.length === 0 || !db) return undefined;
    const write = putRows(db, rows, usage, { buster: this.settings.buster, savedAt: now });
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
    return write;
  }

  /** The row to write for a hash, or undefined: gone, not to be stored, or written recently unchanged. */
  #rowToWrite(hash: string, now: number): QueryRow | undefined {
    const query = this.client.getQueryCache().get(hash);
    const last = this.#written.get(hash);
    const unchanged =
      last !== undefined &&
      last.data === query?.state.data &&
      now - last.at < this.settings.unchangedRewriteMs;
    if (!query || !shouldPersist(query, this.environment) || unchanged) {
      this.#onScreenSince.delete(hash); // nothing to write, so nothing to measure
      return undefined;
    }
    return rowOf(query);
  }

  /** Deletes the rows of the queries removed since the last call (io.ts: only known copies). */
  #writeRemovals() {
    const db = this.connection.db();
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
   * Over budget, rows go in evictionOrder (usage.ts): background data first, then screens not seen for
   * a while, oldest first; never what is on screen now. Their queries stay in memory.
   */
  #keepWithinBudget() {
    const db = this.connection.db();
    if (this.#evicting || this.connection.stopped() || !db || this.#usage.total <= this.#budget) return;
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

  #track(write: Promise<void>) {
    const tracked = write.catch((error: unknown) => this.connection.failed(error));
    this.#inFlight.add(tracked);
    void tracked.finally(() => this.#inFlight.delete(tracked));
  }
}
