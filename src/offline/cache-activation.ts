/**
 * One user's snapshot in one environment, from restore to stop: restores the rows into the query client,
 * then writes each changed query's row, and deletes the row of each query removed from the cache, in
 * batches. The policy itself is described in persistence.ts.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { Environment } from '../api/schemas/envelope.ts';
import { type QueryCacheDb, type QueryRow, SNAPSHOT_META_ID } from './db.ts';
import { startLaterRestore } from './restore-progress.ts';
import { dehydratedStateOf, readableRows, rowOf, shouldPersist } from './snapshot-rows.ts';
import {
  classifyStorageError,
  describeStorageProblem,
  reportStorageProblem,
  type StorageOperation,
  type StorageProblemKind,
} from './storage-errors.ts';

export interface ActivationSettings {
  /** Batch window for writes: a burst of query updates becomes one transaction. */
  writeThrottleMs: number;
  /** Rows whose data is older than this are dropped on restore. */
  maxAgeMs: number;
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
}

/** Waiting for an idle moment at most this long: the later rows must not wait for long either. */
const LATER_RESTORE_MAX_WAIT_MS = 500;

/** Once the main thread is idle after the first screen, or after a short wait without it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: LATER_RESTORE_MAX_WAIT_MS });
    } else setTimeout(resolve, 0);
  });
}

export class CacheActivation {
  #stopped = false;
  #dirty = new Set<string>();
  /**
   * Rows to delete, with the time of the data this tab had: their queries left the cache (a deleted
   * item must not come back on reload).
   */
  #removed = new Map<string, number>();
  /** Data reference and time of the last write per hash: structural sharing keeps equal data identical. */
  #written = new Map<string, { data: unknown; at: number }>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #writes: Promise<void> = Promise.resolve();
  #restoredLater: Promise<void> = Promise.resolve();
  #unsubscribe = () => {};
  #reported = new Set<StorageProblemKind>();

  constructor(
    private readonly client: QueryClient,
    private readonly db: QueryCacheDb,
    private readonly environment: Environment,
    private readonly settings: ActivationSettings,
  ) {
    db.on('versionchange', (event) => {
      // Another tab deletes (sign-out) or upgrades (newer console) this database. Let it: close for good,
      // so no later write re-creates what it removed. Returning false skips Dexie's re-opening default.
      this.#halt();
      if (event.newVersion) this.#report('save', event, 'version');
      return false;
    });
    // Another tab with an older console keeps the database open, so this one cannot upgrade it.
    db.on('blocked', (event) => this.#report('restore', event, 'blocked'));
    db.on('ready', () => {
      // The browser itself closed the connection: storage evicted or site data cleared.
      db.backendDB().addEventListener('close', (event) => {
        this.#halt();
        this.#report('save', event, 'evicted');
      });
    });
  }

  /** Restores the rows into the client, then starts saving. Never throws: failures are reported. */
  async start(): Promise<void> {
    const { db, settings } = this;
    let rows: unknown[];
    let later: string[] = [];
    try {
      rows = await db.transaction('rw', db.queries, db.meta, async () => {
        const now = settings.now();
        const meta = await db.meta.get(SNAPSHOT_META_ID);
        if (meta?.buster !== settings.buster) {
          await db.queries.clear();
          await db.meta.put({ id: SNAPSHOT_META_ID, buster: settings.buster, savedAt: now });
          return [];
        }
        await db.queries
          .where('updatedAt')
          .below(now - settings.maxAgeMs)
          .delete();
        // The primary key is the query hash, i.e. the key as JSON: which rows wait is known from the
        // keys alone, without reading (cloning) the data of the rows that wait.
        const hashes = (await db.queries.toCollection().primaryKeys()) as string[];
        later = hashes.filter((hash) => this.#restoresLater(hash));
        if (later.length === 0) return db.queries.toArray();
        const waiting = new Set(later);
        return (await db.queries.bulkGet(hashes.filter((hash) => !waiting.has(hash)))).filter(Boolean);
      });
    } catch (error) {
      if (!this.#stopped) this.#report('restore', error); // a stop during restore closes the db on purpose
      this.#halt();
      return;
    }
    if (this.#stopped) return;
    this.#restore(rows);
    if (later.length > 0) this.#restoreLater(later);
    this.#unsubscribe = this.client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') this.#markDirty(event.query.queryHash);
      // A removal on purpose (removeQueries after a delete) must not come back on reload. Garbage
      // collection removes too, after gcTime (>= the max age, persistence.ts); either way only the copy
      // this tab knew is deleted, never a newer one another tab wrote meanwhile (#write).
      if (event.type === 'removed') this.#markRemoved(event.query.queryHash, event.query.state.dataUpdatedAt);
    });
    globalThis.document?.addEventListener('visibilitychange', this.#onVisibilityChange);
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
    for (const row of restored) this.#remember(row, row.updatedAt);
  }

  /** Reads and restores the later rows once the first screen has had its turn. */
  #restoreLater(hashes: string[]) {
    const ended = startLaterRestore();
    this.#restoredLater = this.settings
      .firstScreen()
      .then(whenIdle)
      // Stopped meanwhile (sign-out, a switch): the database stays closed.
      .then(() => (this.#stopped ? [] : this.db.queries.bulkGet(hashes)))
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

  /** Writes what is pending now instead of at the end of the batch window. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const rows = this.#takeDirtyRows();
    const removed = new Map(this.#removed);
    this.#removed.clear();
    if (rows.length || removed.size) this.#writes = this.#writes.then(() => this.#write(rows, removed));
    return this.#writes;
  }

  /** Stops listening, writes the last batch, then closes the database. */
  stop(): void {
    if (this.#stopped) return;
    const lastBatch = this.flush();
    this.#stopped = true;
    this.#detach();
    void lastBatch.finally(() => this.db.close());
  }

  #onVisibilityChange = () => {
    // A tab being hidden may be killed without notice: save the pending batch now.
    if (globalThis.document?.visibilityState === 'hidden') void this.flush();
  };

  #markDirty(hash: string) {
    if (this.#stopped) return;
    this.#removed.delete(hash);
    this.#dirty.add(hash);
    this.#schedule();
  }

  #markRemoved(hash: string, dataUpdatedAt: number) {
    if (this.#stopped) return;
    this.#dirty.delete(hash);
    this.#written.delete(hash);
    this.#removed.set(hash, dataUpdatedAt);
    this.#schedule();
  }

  #schedule() {
    this.#timer ??= setTimeout(() => void this.flush(), this.settings.writeThrottleMs);
  }

  #takeDirtyRows(): QueryRow[] {
    const cache = this.client.getQueryCache();
    const now = this.settings.now();
    const rows: QueryRow[] = [];
    for (const hash of this.#dirty) {
      const query = cache.get(hash);
      if (!query || !shouldPersist(query, this.environment)) continue;
      const last = this.#written.get(hash);
      if (last && last.data === query.state.data && now - last.at < this.settings.unchangedRewriteMs)
        continue;
      rows.push(rowOf(query));
    }
    this.#dirty.clear();
    return rows;
  }

  async #write(rows: QueryRow[], removed: ReadonlyMap<string, number>): Promise<void> {
    const { db, settings } = this;
    if (!db.isOpen()) return;
    try {
      await db.transaction('rw', db.queries, db.meta, async () => {
        if (removed.size) await db.queries.bulkDelete(await this.#knownCopies(removed));
        if (rows.length) await db.queries.bulkPut(rows);
        await db.meta.put({ id: SNAPSHOT_META_ID, buster: settings.buster, savedAt: settings.now() });
      });
      const at = settings.now();
      for (const row of rows) this.#remember(row, at);
    } catch (error) {
      // After a stop or another tab's delete the database is closed on purpose: nothing to report.
      if (db.isOpen()) this.#report('save', error);
    }
  }

  /**
   * Of the rows of removed queries, those holding the data this tab had or older. The database is
   * shared by the user's tabs: a tab that kept a query unused for gcTime (one left open overnight)
   * must not delete the row another tab has just saved, the page someone opened an hour ago.
   */
  async #knownCopies(removed: ReadonlyMap<string, number>): Promise<string[]> {
    const rows = await this.db.queries.bulkGet([...removed.keys()]);
    return rows.flatMap((row) =>
      row && row.updatedAt <= (removed.get(row.hash) ?? Number.NEGATIVE_INFINITY) ? [row.hash] : [],
    );
  }

  #remember(row: QueryRow, at: number) {
    this.#written.set(row.hash, { data: row.state.data, at });
  }

  #halt() {
    this.#stopped = true;
    this.#detach();
    this.#dirty.clear();
    this.#removed.clear();
    this.db.close({ disableAutoOpen: true });
  }

  #detach() {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#unsubscribe();
    globalThis.document?.removeEventListener('visibilitychange', this.#onVisibilityChange);
  }

  /** One message per kind per activation: a full disk would otherwise repeat every second. */
  #report(operation: StorageOperation, error: unknown, kind = classifyStorageError(error)) {
    if (this.#reported.has(kind)) return;
    this.#reported.add(kind);
    reportStorageProblem(describeStorageProblem(kind, operation, error));
  }
}
