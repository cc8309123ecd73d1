/**
 * One user's snapshot in one environment, from restore to stop: opens the database, restores the rows
 * into the query client (the large ones the first screen does not show after it), then hands each change
 * of the query cache to the writes (writes.ts) and the page's life cycle to page-life-cycle.ts, until it
 * is stopped or the database is closed for good. The policy is policy.ts's; the reads and writes on the
 * database are io.ts's, each issued whole in the task that asks. It loads as a chunk of its own when a
 * snapshot is first opened (../persistence.ts), so a signed-out page never downloads it.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import { openQueryCacheDb } from '../db.ts';
import { startLaterRestore } from '../restore-progress.ts';
import {
  classifyStorageError,
  describeStorageProblem,
  reportStorageProblem,
  type StorageOperation,
  type StorageProblemKind,
} from '../storage-errors.ts';
import { readRows, readSnapshot } from './io.ts';
import { PageLifeCycle } from './page-life-cycle.ts';
import { LATER_RESTORE_MAX_WAIT_MS } from './policy.ts';
import { dehydratedStateOf, readableRows } from './rows.ts';
import { SnapshotWrites, type WriteSettings } from './writes.ts';

export interface ActivationSettings extends WriteSettings {
  /**
   * Whether a query, told by its key after the environment, is restored after the others, without
   * holding up the first render (policy.ts, restoreLaterFor). Its rows are scattered among the others,
   * so the keys are read first (cheap: no data) to leave them out.
   */
  restoreLater: (key: readonly unknown[]) => boolean;
  /** Resolves once the first screen is on the page (main.tsx); the later rows wait for it. */
  firstScreen: () => Promise<void>;
  /** The most the snapshot's rows may weigh (sizes as QueryRow.size). */
  budget: () => Promise<number>;
}

/** Once the main thread is idle after the first screen, or after a short wait without it. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: LATER_RESTORE_MAX_WAIT_MS });
    } else setTimeout(resolve, 0);
  });
}

export class CacheActivation {
  /** Stopped (sign-out, a switch) or halted: nothing more is restored or queued. */
  #stopped = false;
  /** Closed for good (another tab's delete or upgrade, the browser's eviction): nothing more is written. */
  #closed = false;
  #db: IDBDatabase | undefined;
  #restoredLater: Promise<void> = Promise.resolve();
  #unsubscribe = () => {};
  #reported = new Set<StorageProblemKind>();
  readonly #writes: SnapshotWrites;
  readonly #page: PageLifeCycle;

  constructor(
    private readonly client: QueryClient,
    private readonly name: string,
    private readonly environment: Environment,
    private readonly settings: ActivationSettings,
  ) {
    this.#writes = new SnapshotWrites(client, environment, settings, {
      db: () => this.#openDb(),
      suspended: () => this.#page.suspended,
      stopped: () => this.#stopped,
      // After another tab's delete or upgrade the database is closed on purpose: nothing to report.
      failed: (error) => {
        if (!this.#closed) this.#report('save', error);
      },
    });
    this.#page = new PageLifeCycle({
      flush: () => void this.flush(),
      canWait: () => !this.#closed,
      suspend: () => this.#db?.close(),
      reopen: () =>
        this.#open().then(
          () => true,
          (error: unknown) => {
            this.#report('save', error);
            this.#halt();
            return false;
          },
        ),
      resume: () => this.#writes.resume(),
    });
  }

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
    this.#writes.usageRead(read.usage);
    this.#restore(read.rows);
    if (read.later.length > 0) this.#restoreLater(read.later);
    this.#unsubscribe = this.client.getQueryCache().subscribe((event) => {
      if (this.#stopped) return;
      if (event.type === 'updated' && event.action.type === 'success') this.#writes.landed(event.query);
      if (event.type === 'observerAdded') this.#writes.seen(event.query);
      // A removal on purpose (removeQueries after a delete, or of pages past the end of a list) must not
      // come back on reload; the client never collects a query itself (gcTime is infinite, policy.ts).
      if (event.type === 'removed')
        this.#writes.removed(event.query.queryHash, event.query.state.dataUpdatedAt);
    });
    this.#page.attach();
    void settings.budget().then((budget) => this.#writes.setBudget(budget));
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
    this.#writes.restored(restored);
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
    return this.#writes.flush();
  }

  /** Stops listening, writes what is pending, then closes the database. */
  stop(): void {
    if (this.#stopped) return;
    const lastWrites = this.flush();
    this.#stopped = true;
    this.#detach();
    void lastWrites.finally(() => this.#db?.close());
  }

  /** The connection, unless it was closed for good or for the back/forward cache. */
  #openDb(): IDBDatabase | undefined {
    return this.#closed || this.#page.suspended ? undefined : this.#db;
  }

  /** Closed for good: nothing pending is written. */
  #halt() {
    this.#stopped = true;
    this.#detach();
    this.#writes.drop();
    this.#closed = true;
    this.#db?.close();
  }

  #detach() {
    this.#writes.cancel();
    this.#unsubscribe();
    this.#page.detach();
  }

  /** One message per kind per activation: a full disk would otherwise repeat every second. */
  #report(operation: StorageOperation, error: unknown, kind = classifyStorageError(error)) {
    if (this.#reported.has(kind)) return;
    this.#reported.add(kind);
    reportStorageProblem(describeStorageProblem(kind, operation, error));
  }
}
