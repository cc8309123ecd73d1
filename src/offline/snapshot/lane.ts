/**
 * A write lane: the query hashes waiting to be written, and when their transaction is issued. The
 * snapshot has two (writes.ts): the screen lane and the background lane, each one of these with its own
 * delay, chunk size and way of following up; which rows go in which is writes.ts's choice.
 */
import type { QueryRow } from '../db.ts';

export interface LaneSettings {
  /** A row waits this long (ms) after it lands, so what lands together goes in one transaction. */
  delayMs: number;
  /**
   * When the delay ends, one transaction takes rows up to about this size (characters, QueryRow.size);
   * the rest follows after another delay. A flush takes them all.
   */
  chunkSize: number;
  /**
   * One transaction at a time: what lands while one is under way waits, and goes in one transaction as
   * soon as it commits (instead of IndexedDB queueing one per batch behind it).
   */
  oneAtATime: boolean;
  /** Its rows are on screen: they are saved as seen now (eviction keeps them longest, usage.ts). */
  onScreen: boolean;
}

/** What a lane asks of the snapshot's writer. */
export interface LaneWork {
  /**
   * Takes rows from the lane (lane.take) up to `limit` and issues their transaction; resolves when it
   * commits, or returns undefined when nothing was issued.
   */
  issue(lane: WriteLane, limit: number): Promise<void> | undefined;
  /** Whether work waits for this lane beyond its own rows (the screen lane's view times and deletions). */
  waiting?(): boolean;
  /** Runs after the lane's delayed write (the screen lane deletes removed rows then). */
  afterDelay?(): void;
}

export class WriteLane {
  readonly #pending = new Set<string>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** A transaction of a one-at-a-time lane is under way. */
  #writing = false;

  constructor(
    readonly settings: LaneSettings,
    private readonly work: LaneWork,
  ) {}

  get size(): number {
    return this.#pending.size;
  }

  has(hash: string): boolean {
    return this.#pending.has(hash);
  }

  /** Adds a row and schedules the lane's write. */
  add(hash: string): void {
    this.#pending.add(hash);
    this.schedule();
  }

  delete(hash: string): void {
    this.#pending.delete(hash);
  }

  /** Forgets every waiting row and the timer. */
  clear(): void {
    this.cancel();
    this.#pending.clear();
  }

  /** Cancels the timer; the rows stay. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Issues the write after the lane's delay, unless one is due already or one under way will follow up. */
  schedule(): void {
    if (this.settings.oneAtATime && this.#writing) return;
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      this.write(this.settings.chunkSize);
      this.work.afterDelay?.();
    }, this.settings.delayMs);
  }

  /** Issues the lane's transaction now, with rows up to `limit`, and arranges what follows it. */
  write(limit = Number.POSITIVE_INFINITY): void {
    this.cancel();
    const commit = this.work.issue(this, limit);
    if (!commit) return;
    if (this.settings.oneAtATime) {
      this.#writing = true;
      void commit
        .catch(() => undefined)
        .finally(() => {
          this.#writing = false;
          if (this.size > 0 || this.work.waiting?.()) this.schedule();
        });
    } else if (this.size > 0) {
      this.schedule(); // the next chunk, once this one is in
    }
  }

  /**
   * Takes the waiting rows, in the order they came, until their size reaches `limit`; `rowOf` gives a
   * hash's row, or undefined when there is nothing to write for it (the hash leaves the lane either way).
   */
  take(limit: number, rowOf: (hash: string) => QueryRow | undefined): QueryRow[] {
    const rows: QueryRow[] = [];
    let size = 0;
    for (const hash of this.#pending) {
      if (size >= limit) break;
      this.#pending.delete(hash);
      const row = rowOf(hash);
      if (!row) continue;
      rows.push(row);
      size += row.size;
    }
    return rows;
  }
}
