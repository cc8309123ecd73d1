import { describe, expect, it } from 'vitest';
import { BUSY_WAIT_MS, ROTATION_WINDOW_MS, ROTATIONS_PER_WINDOW, rotationLimits } from './rotation-limits.ts';

function withClock() {
  let nowMs = 1_000_000;
  return {
    limits: rotationLimits(() => nowMs),
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

/** Takes and finishes `count` rotations for the user; returns the refusals. */
function rotate(limits: ReturnType<typeof rotationLimits>, userId: string, count: number) {
  const refusals = [];
  for (let i = 0; i < count; i++) {
    const refusal = limits.take(userId);
    if (refusal) refusals.push(refusal);
    else limits.finish(userId);
  }
  return refusals;
}

describe('rotation limits per user', () => {
  it(`allows ${ROTATIONS_PER_WINDOW} rotations a window, then says how long until the window ends`, () => {
    const { limits, advance } = withClock();
    expect(rotate(limits, 'ann', ROTATIONS_PER_WINDOW - 1)).toEqual([]);
    advance(20_000);
    expect(rotate(limits, 'ann', 1)).toEqual([]);
    expect(limits.take('ann')).toEqual({
      reason: 'Too many key rotations',
      waitMs: ROTATION_WINDOW_MS - 20_000,
    });
    // Refused tries are not counted: the wait does not grow, and the next window starts afresh.
    advance(ROTATION_WINDOW_MS - 20_000 - 1);
    expect(limits.take('ann')?.waitMs).toBe(1);
    advance(1);
    expect(rotate(limits, 'ann', ROTATIONS_PER_WINDOW)).toEqual([]);
    expect(limits.take('ann')?.reason).toBe('Too many key rotations');
  });

  it('lets each user have one rotation in flight; others are not held up', () => {
    const { limits } = withClock();
    expect(limits.take('ann')).toBeNull();
    expect(limits.take('ann')).toEqual({
      reason: 'A new key is already being made for you',
      waitMs: BUSY_WAIT_MS,
    });
    expect(limits.take('bob')).toBeNull();
    limits.finish('ann');
    expect(limits.take('ann')).toBeNull();
    limits.finish('ann');
    // The refused try was not counted: two rotations so far, so eight are left.
    expect(rotate(limits, 'ann', ROTATIONS_PER_WINDOW)).toHaveLength(2);
  });

  it('counts each user on their own', () => {
    const { limits } = withClock();
    expect(rotate(limits, 'ann', ROTATIONS_PER_WINDOW + 1)).toHaveLength(1);
    expect(rotate(limits, 'bob', ROTATIONS_PER_WINDOW)).toEqual([]);
  });
});
