/**
 * One write lane (lane.ts) on its own: when its transaction is issued, how much it takes, and what
 * follows it, for the two ways the snapshot uses it (the screen lane and the background lane).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryRow } from '../db.ts';
import { type LaneSettings, type LaneWork, WriteLane } from './lane.ts';

const row = (hash: string, size: number): QueryRow => ({
  hash,
  key: [hash],
  state: { data: hash, dataUpdatedAt: 0, dataUpdateCount: 1 },
  updatedAt: 0,
  size,
});

const SCREEN: LaneSettings = {
  delayMs: 16,
  chunkSize: Number.POSITIVE_INFINITY,
  oneAtATime: true,
  onScreen: true,
};
const BACKGROUND: LaneSettings = { delayMs: 1000, chunkSize: 250, oneAtATime: false, onScreen: false };

/** A lane whose transactions are recorded (the hashes each took) and commit when `commit()` is called. */
function laneWith(settings: LaneSettings, work: Partial<LaneWork> = {}, sizes: Record<string, number> = {}) {
  const issued: string[][] = [];
  const commits: (() => void)[] = [];
  const lane = new WriteLane(settings, {
    issue: (self, limit) => {
      const rows = self.take(limit, (hash) =>
        sizes[hash] === 0 ? undefined : row(hash, sizes[hash] ?? 100),
      );
      if (rows.length === 0) return undefined;
      issued.push(rows.map((r) => r.hash));
      return new Promise<void>((resolve) => commits.push(resolve));
    },
    ...work,
  });
  const commitAll = async () => {
    for (const commit of commits.splice(0)) commit();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { lane, issued, commitAll };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a write lane', () => {
  it('issues what landed together in one transaction once its delay ends, then runs afterDelay', async () => {
    const afterDelay = vi.fn();
    const { lane, issued } = laneWith(SCREEN, { afterDelay });
    lane.add('a');
    await vi.advanceTimersByTimeAsync(10);
    lane.add('b');
    expect(issued).toEqual([]);
    await vi.advanceTimersByTimeAsync(6);
    expect(issued).toEqual([['a', 'b']]);
    expect(afterDelay).toHaveBeenCalledTimes(1);
    expect(lane.size).toBe(0);
  });

  it('takes rows in the order they came up to its chunk size, and the rest a delay later', async () => {
    const { lane, issued } = laneWith(BACKGROUND);
    for (const hash of ['a', 'b', 'c', 'd']) lane.add(hash);
    await vi.advanceTimersByTimeAsync(1000);
    expect(issued).toEqual([['a', 'b', 'c']]); // 300 ≥ 250: the chunk is full
    await vi.advanceTimersByTimeAsync(999);
    expect(issued).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(issued).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('one at a time: what lands during its transaction goes in the next, issued when it commits', async () => {
    const { lane, issued, commitAll } = laneWith(SCREEN);
    lane.add('a');
    await vi.advanceTimersByTimeAsync(16);
    lane.add('b');
    lane.add('c');
    await vi.advanceTimersByTimeAsync(100);
    expect(issued).toEqual([['a']]); // waits for the commit, however long it takes
    await commitAll();
    await vi.advanceTimersByTimeAsync(16);
    expect(issued).toEqual([['a'], ['b', 'c']]);
  });

  it('one at a time: follows up after a commit for work waiting beside its rows', async () => {
    let waiting = true;
    const issue = vi.fn<LaneWork['issue']>((self, limit) => {
      self.take(limit, (hash) => row(hash, 1));
      return Promise.resolve();
    });
    const lane = new WriteLane(SCREEN, { issue, waiting: () => waiting });
    lane.add('a');
    await vi.advanceTimersByTimeAsync(16);
    expect(issue).toHaveBeenCalledTimes(1);
    waiting = false;
    await vi.advanceTimersByTimeAsync(16);
    expect(issue).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(issue).toHaveBeenCalledTimes(2);
  });

  it('on write(), issues everything now, whatever its chunk size, and cancels the timer', async () => {
    const { lane, issued } = laneWith(BACKGROUND);
    for (const hash of ['a', 'b', 'c', 'd']) lane.add(hash);
    lane.write();
    expect(issued).toEqual([['a', 'b', 'c', 'd']]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(issued).toHaveLength(1);
  });

  it('drops a row with nothing to write, and schedules nothing when nothing was issued', async () => {
    const { lane, issued } = laneWith(BACKGROUND, {}, { gone: 0 });
    lane.add('gone');
    await vi.advanceTimersByTimeAsync(1000);
    expect(issued).toEqual([]);
    expect(lane.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps its rows when its timer is cancelled, and forgets them when cleared', async () => {
    const { lane, issued } = laneWith(BACKGROUND);
    lane.add('a');
    lane.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(issued).toEqual([]);
    expect(lane.has('a')).toBe(true);
    lane.clear();
    expect(lane.size).toBe(0);
  });
});
