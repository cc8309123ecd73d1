import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("waits for the browser's scheduler.yield where there is one", async () => {
    let release = () => {};
    const yielded = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    vi.stubGlobal('scheduler', { yield: yielded });
    let done = false;
    const waiting = nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(yielded).toHaveBeenCalledOnce();
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on at once without one (no timer a hidden tab would slow down)', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
