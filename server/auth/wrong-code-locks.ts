import type { Db } from '../db/connection.ts';
import { longest, type Refusal } from '../http/too-many-requests.ts';
import { CODE_MAX_TRIES } from './one-time-codes.ts';

/**
 * Wrong one-time codes are counted per e-mail across codes (asking for a new code does not reset the
 * count) and per client address across e-mails. The first CODE_MAX_TRIES wrong codes of an e-mail
 * (one code's worth) and the first ADDRESS_FREE_FAILURES of an address cost nothing more than the
 * code's own 5 tries; each one after that locks the e-mail (or address) for LOCK_BASE_MS, doubling
 * with every further wrong code up to LOCK_CAP_MS. While locked, every code is refused unchecked,
 * the right one too. A sign-in clears its e-mail's count; an address's count only fades: counts
 * are forgotten FAILURE_MEMORY_MS after the last wrong code or the end of its lock. Unknown e-mails
 * are counted exactly like known ones, so the limits tell nobody which e-mails have accounts.
 */
export const EMAIL_FREE_FAILURES = CODE_MAX_TRIES;
export const ADDRESS_FREE_FAILURES = 20;
export const LOCK_BASE_MS = 30_000;
export const LOCK_CAP_MS = 60 * 60 * 1000;
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface SignInSubjects {
  /** Lower-cased e-mail. */
  email: string;
  /** addressKey() of the client address. */
  address: string;
}

const EMAIL_LOCKED = 'Too many wrong codes for this e-mail';
const ADDRESS_LOCKED = 'Too many wrong codes from your network';

/** How long the n-th wrong code locks, given how many are free. */
export const lockMs = (failures: number, free: number) =>
  failures <= free ? 0 : Math.min(LOCK_BASE_MS * 2 ** Math.min(failures - free - 1, 30), LOCK_CAP_MS);

interface FailureRow {
  failures: number;
  locked_until_ms: number;
}

const kinds = (subjects: SignInSubjects) =>
  [
    { subject: `email:${subjects.email}`, free: EMAIL_FREE_FAILURES, reason: EMAIL_LOCKED },
    { subject: `address:${subjects.address}`, free: ADDRESS_FREE_FAILURES, reason: ADDRESS_LOCKED },
  ] as const;

const readRow = (db: Db, subject: string, nowMs: number) =>
  db
    .prepare('SELECT failures, locked_until_ms FROM sign_in_failures WHERE subject = ? AND expires_at_ms > ?')
    .get(subject, nowMs) as FailureRow | undefined;

/** The lock in force for the e-mail or the address (the longer one), or null. */
export function activeLock(db: Db, subjects: SignInSubjects, nowMs: number): Refusal | null {
  return longest(
    ...kinds(subjects).map(({ subject, reason }) => {
      const row = readRow(db, subject, nowMs);
      return row && row.locked_until_ms > nowMs ? { reason, waitMs: row.locked_until_ms - nowMs } : null;
    }),
  );
}

/** Counts a wrong code for both; returns the lock it started (the longer one), or null. */
export function recordWrongCode(db: Db, subjects: SignInSubjects, nowMs: number): Refusal | null {
  return db.transaction(() => {
    db.prepare('DELETE FROM sign_in_failures WHERE expires_at_ms <= ?').run(nowMs);
    const locks = kinds(subjects).map(({ subject, free, reason }) => {
      const failures = (readRow(db, subject, nowMs)?.failures ?? 0) + 1;
      const waitMs = lockMs(failures, free);
      const lockedUntilMs = nowMs + waitMs;
      db.prepare(
        `INSERT INTO sign_in_failures (subject, failures, locked_until_ms, expires_at_ms) VALUES (?, ?, ?, ?)
         ON CONFLICT (subject) DO UPDATE SET failures = excluded.failures,
           locked_until_ms = excluded.locked_until_ms, expires_at_ms = excluded.expires_at_ms`,
      ).run(subject, failures, lockedUntilMs, lockedUntilMs + FAILURE_MEMORY_MS);
      return waitMs > 0 ? { reason, waitMs } : null;
    });
    return longest(...locks);
  })();
}

/** A successful sign-in: the e-mail starts afresh (the address does not). */
export function clearWrongCodes(db: Db, email: string) {
  db.prepare('DELETE FROM sign_in_failures WHERE subject = ?').run(`email:${email}`);
}
