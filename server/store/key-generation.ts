import { generateKeyPair, type KeyPairKeyObjectResult } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../db/connection.ts';
import { type Refusal, tooMany } from '../http/too-many-requests.ts';

/**
 * Every RSA key made for a request goes through here: recipients' and the organisation's SSH keys,
 * first keys and rotations alike (SECURITY.md N7). A key is ~150 ms of CPU, so:
 * - it is made on libuv's threadpool (crypto.generateKeyPair), never on the event loop, and one at a
 *   time in this process: the pool's other threads stay free for file, DNS and other crypto work, and
 *   on a 2-core machine a core stays with the event loop;
 * - at most KEYS_WAITING_MAX wait their turn. Beyond that a 503 with Retry-After: the server, not the
 *   caller, is short of capacity, and the console retries a 5xx on its own. So however many users or
 *   public pages ask at once, a request waits for at most ~KEYS_WAITING_MAX keys (~1.5 s here);
 * - a signed-in user has one key in flight and KEYS_PER_WINDOW in a window of KEY_WINDOW_MS that starts
 *   at the first; beyond either a 429 with Retry-After. A caller with no session (a magic link, the
 *   organisation's public key) only makes a key for an owner that has none, one generation shared by
 *   all who ask (store/ssh-keys.ts), so only the process limit applies to it.
 * A refused request counts nothing. Counts are kept in memory: a restart forgets them, which only lets
 * someone make keys sooner.
 */
const RSA_MODULUS_BITS = 2048;
/** Enough for every user of a large team to make a key at the same moment. */
export const KEYS_WAITING_MAX = 8;
/**
 * A user's keys a window: enough to set up a few dozen recipients in one go (the demo organisation's 25
 * and its own key, as tests/support/walk.ts does), ~4.5 s of one thread's CPU a minute at most.
 */
export const KEYS_PER_WINDOW = 30;
export const KEY_WINDOW_MS = 60_000;
/** What a user's second key is told to wait while their first is still being made. */
export const BUSY_WAIT_MS = 1000;
/** How long a key is taken to need until one has been timed. */
const FIRST_ESTIMATE_MS = 150;

/** Who asks for a key, and when: the signed-in user, whose limits it counts against. */
export interface Requester {
  userId: string;
  nowMs: number;
}

export interface UserKeyLimits {
  /** Counts a key for the user, or says why it must wait (nothing is counted then). */
  take(userId: string, nowMs: number): Refusal | null;
  /** The user's key has been made (or failed): the next one may start. */
  finish(userId: string): void;
}

interface UserKeys {
  count: number;
  windowEndsAtMs: number;
  busy: boolean;
}

export function userKeyLimits(): UserKeyLimits {
  const users = new Map<string, UserKeys>();
  return {
    take(userId, nowMs) {
      let user = users.get(userId);
      if (user?.busy) return { reason: 'A new key is already being made for you', waitMs: BUSY_WAIT_MS };
      if (!user || user.windowEndsAtMs <= nowMs) {
        user = { count: 0, windowEndsAtMs: nowMs + KEY_WINDOW_MS, busy: false };
        users.set(userId, user);
      }
      if (user.count >= KEYS_PER_WINDOW) {
        return { reason: 'Too many new SSH keys', waitMs: user.windowEndsAtMs - nowMs };
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

export interface GenerationQueue {
  /** Why no generation may join the queue now (one running and `waitingMax` waiting), or null. */
  busy(): Refusal | null;
  /** Runs `work` once every generation queued before it has finished, failed ones included. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function generationQueue(waitingMax: number, clock = () => performance.now()): GenerationQueue {
  let last: Promise<unknown> = Promise.resolve();
  let queued = 0;
  let lastTookMs = FIRST_ESTIMATE_MS;
  return {
    busy: () =>
      queued > waitingMax
        ? { reason: 'The server is busy making other SSH keys', waitMs: queued * lastTookMs }
        : null,
    run(work) {
      queued++;
      const turn = last.then(async () => {
        const startedMs = clock();
        try {
          return await work();
        } finally {
          lastTookMs = clock() - startedMs;
          queued--;
        }
      });
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}

const generateKeyPairAsync = promisify(generateKeyPair);
const processQueue = generationQueue(KEYS_WAITING_MAX);
/** Per database, as its users are. */
const limitsByDb = new WeakMap<Db, UserKeyLimits>();

/**
 * A new RSA key pair, within the limits above. A refusal (an HttpError 429 or 503 with Retry-After) is
 * thrown at once, before anything is queued, so a caller can tell it from a generation under way.
 */
export function generateRsaKeyPair(db: Db, requester: Requester | null): Promise<KeyPairKeyObjectResult> {
  const busy = processQueue.busy();
  if (busy) throw tooMany(busy, 503);
  const limits = limitsByDb.get(db) ?? userKeyLimits();
  limitsByDb.set(db, limits);
  const refusal = requester && limits.take(requester.userId, requester.nowMs);
  if (refusal) throw tooMany(refusal);
  return processQueue
    .run(() => generateKeyPairAsync('rsa', { modulusLength: RSA_MODULUS_BITS }))
    .finally(() => {
      if (requester) limits.finish(requester.userId);
    });
}
