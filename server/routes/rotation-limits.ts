import type { Refusal } from '../auth/too-many-requests.ts';

/**
 * SSH key rotations per signed-in user (issue 23, N7): each one makes a new RSA key (~150 ms of a
 * threadpool thread), so a user has one in flight at a time and ROTATIONS_PER_WINDOW in a window of
 * ROTATION_WINDOW_MS that starts at the first. Beyond either, a 429 with Retry-After; a refused rotation
 * is not counted. Kept in memory: a restart forgets the counts, which only lets someone rotate sooner.
 */
export const ROTATIONS_PER_WINDOW = 10;
export const ROTATION_WINDOW_MS = 60_000;
/** What a second rotation is told to wait while the user's first is still being made. */
export const BUSY_WAIT_MS = 1000;

interface UserRotations {
  count: number;
  windowEndsAtMs: number;
  busy: boolean;
}

export interface RotationLimits {
  /** Counts a rotation by the user, or says why it must wait (nothing is counted then). */
  take(userId: string): Refusal | null;
  /** The user's rotation has finished (stored or failed): the next one may start. */
  finish(userId: string): void;
}

export function rotationLimits(now: () => number): RotationLimits {
  const users = new Map<string, UserRotations>();
  return {
    take(userId) {
      const nowMs = now();
      let user = users.get(userId);
      if (user?.busy) return { reason: 'A new key is already being made for you', waitMs: BUSY_WAIT_MS };
      if (!user || user.windowEndsAtMs <= nowMs) {
        user = { count: 0, windowEndsAtMs: nowMs + ROTATION_WINDOW_MS, busy: false };
        users.set(userId, user);
      }
      if (user.count >= ROTATIONS_PER_WINDOW) {
        return { reason: 'Too many key rotations', waitMs: user.windowEndsAtMs - nowMs };
      }
      user.count++;
      user.busy = true;
      return null;
    },
    finish(userId) {
      const user = users.get(userId);
      if (user) user.busy = false;
    },
  };
}
