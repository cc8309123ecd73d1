/**
 * What the storage budget weighs (policy.ts, "When dropped"): every saved row's size and when it was
 * last on screen, as the `usage` store holds them, and which rows leave first when the snapshot is over
 * its budget.
 */
import type { UsageRow } from '../db.ts';

/**
 * The order in which rows leave a snapshot over its budget: background data (never on screen) first,
 * in the order it was saved; then screens not seen within `recentViewMs`, then the recent ones, each
 * least recently seen first.
 */
export function evictionOrder(usage: readonly UsageRow[], now: number, recentViewMs: number): string[] {
  const rank = (row: UsageRow) => (row.viewedAt === 0 ? 0 : now - row.viewedAt > recentViewMs ? 1 : 2);
  // A stable sort: background rows keep the order they were saved in.
  return [...usage].sort((a, b) => rank(a) - rank(b) || a.viewedAt - b.viewedAt).map((row) => row.hash);
}

/** The usage rows of one snapshot as on disk, and their total size. */
export class UsageLedger {
  #rows = new Map<string, UsageRow>();
  #total = 0;

  get total(): number {
    return this.#total;
  }

  get(hash: string): UsageRow | undefined {
    return this.#rows.get(hash);
  }

  set(row: UsageRow) {
    this.#total += row.size - (this.#rows.get(row.hash)?.size ?? 0);
    this.#rows.set(row.hash, row);
  }

  drop(hash: string) {
    this.#total -= this.#rows.get(hash)?.size ?? 0;
    this.#rows.delete(hash);
  }

  /** The rows to evict, in evictionOrder, until the rest fits `budget`; never one `kept` names. */
  victims(budget: number, now: number, recentViewMs: number, kept: (hash: string) => boolean): string[] {
    const victims: string[] = [];
    let total = this.#total;
    for (const hash of evictionOrder([...this.#rows.values()], now, recentViewMs)) {
      if (total <= budget) break;
      if (kept(hash)) continue;
      victims.push(hash);
      total -= this.#rows.get(hash)?.size ?? 0;
    }
    return victims;
  }
}
