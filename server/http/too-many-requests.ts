import { HttpError } from './envelope.ts';

/**
 * How a limit says no (sign-in, key generation): 429 with `Retry-After` (whole seconds) and a sentence
 * saying when to try again, so a person knows how long to wait and a script is told the same.
 */
export interface Refusal {
  /** What hit its limit, as the start of a sentence: 'Too many wrong codes for this e-mail'. */
  reason: string;
  waitMs: number;
}

export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

const TWO_MINUTES_S = 120;

/** '30 seconds', '1 second', '4 minutes', '60 minutes'. */
export function describeWait(waitMs: number): string {
  const seconds = retryAfterSeconds(waitMs);
  if (seconds < TWO_MINUTES_S) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The longer of two refusals (a caller must wait for both). */
export const longest = (...refusals: (Refusal | null)[]): Refusal | null =>
  refusals.reduce<Refusal | null>((a, b) => (!a || (b && b.waitMs > a.waitMs) ? b : a), null);

/** The error to throw; 503 when the server, not the caller, is short of capacity. */
export const tooMany = (refusal: Refusal, status: 429 | 503 = 429) =>
  new HttpError(status, `${refusal.reason}. Try again in ${describeWait(refusal.waitMs)}.`, {
    'Retry-After': String(retryAfterSeconds(refusal.waitMs)),
  });
