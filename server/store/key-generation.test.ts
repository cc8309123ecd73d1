import { describe, expect, it } from 'vitest';
import {
  BUSY_WAIT_MS,
  generationQueue,
  KEY_WINDOW_MS,
  KEYS_PER_WINDOW,
  userKeyLimits,
} from './key-generation.ts';

function withClock() {
  let nowMs = 1_000_000;
  const limits = userKeyLimits();
  return {
    take: (userId: string) => limits.take(userId, nowMs),
    finish: (userId: string) => limits.finish(userId),
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

/** Takes and finishes `count` keys for the user; returns the refusals. */
function make(limits: ReturnType<typeof withClock>, userId: string, count: number) {
  const refusals = [];
  for (let i = 0; i < count; i++) {
    const refusal = limits.take(userId);
    if (refusal) refusals.push(refusal);
    else limits.finish(userId);
  }
  return refusals;
}

describe('key limits per user', () => {
  it(`allows ${KEYS_PER_WINDOW} keys a window, then says how long until the window ends`, () => {
    const limits = withClock();
    expect(make(limits, 'ann', KEYS_PER_WINDOW - 1)).toEqual([]);
    limits.advance(20_000);
    expect(make(limits, 'ann', 1)).toEqual([]);
    expect(limits.take('ann')).toEqual({
      reason: 'Too many new SSH keys',
      waitMs: KEY_WINDOW_MS - 20_000,
    });
    // Refused tries are not counted: the wait does not grow, and the next window starts afresh.
    limits.advance(KEY_WINDOW_MS - 20_000 - 1);
    expect(limits.take('ann')?.waitMs).toBe(1);
    limits.advance(1);
    expect(make(limits, 'ann', KEYS_PER_WINDOW)).toEqual([]);
    expect(limits.take('ann')?.reason).toBe('Too many new SSH keys');
  });

  it('lets each user have one key in flight; others are not held up', () => {
    const limits = withClock();
    expect(limits.take('ann')).toBeNull();
    expect(limits.take('ann')).toEqual({
      reason: 'A new key is already being made for you',
      waitMs: BUSY_WAIT_MS,
    });
    expect(limits.take('bob')).toBeNull();
    limits.finish('ann');
    expect(limits.take('ann')).toBeNull();
    limits.finish('ann');
    // The refused try was not counted: two keys so far, so all but two of the window are left.
    expect(make(limits, 'ann', KEYS_PER_WINDOW)).toHaveLength(2);
  });

  it('counts each user on their own', () => {
    const limits = withClock();
    expect(make(limits, 'ann', KEYS_PER_WINDOW + 1)).toHaveLength(1);
    expect(make(limits, 'bob', KEYS_PER_WINDOW)).toEqual([]);
  });
});

/** Work that ends when the test says, and a record of when each started. */
function heldWork(started: string[]) {
  const ends = new Map<string, (fail: boolean) => void>();
  return {
    work: (name: string) => () =>
      new Promise<string>((resolve, reject) => {
        started.push(name);
        ends.set(name, (fail) => (fail ? reject(new Error(name)) : resolve(name)));
      }),
    end: (name: string, fail = false) => ends.get(name)?.(fail),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the generation queue of the process', () => {
  it('runs one generation at a time, in turn, and refuses more than its waiting room while full', async () => {
    let clockMs = 0;
    const queue = generationQueue(2, () => clockMs);
    const started: string[] = [];
    const { work, end } = heldWork(started);
    const a = queue.run(work('a'));
    const b = queue.run(work('b'));
    expect(queue.busy()).toBeNull();
    const c = queue.run(work('c'));
    // One running and two waiting: a fourth would wait behind three generations of the first-guess length.
    expect(queue.busy()).toEqual({ reason: 'The server is busy making other SSH keys', waitMs: 3 * 150 });
    await settle();
    expect(started).toEqual(['a']);

    clockMs += 400;
    end('a', true);
    await expect(a).rejects.toThrow('a');
    await settle();
    // A failed generation does not stall the ones behind it; the wait is now estimated from its time.
    expect(started).toEqual(['a', 'b']);
    expect(queue.busy()).toBeNull();
    const d = queue.run(work('d'));
    expect(queue.busy()?.waitMs).toBe(3 * 400);

    end('b');
    await expect(b).resolves.toBe('b');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(queue.busy()).toBeNull();
    end('c');
    await expect(c).resolves.toBe('c');
    await settle();
    end('d');
    await expect(d).resolves.toBe('d');
  });
});
