import type { Db } from '../db/connection.ts';
import { randomSixDigits, sameDigest, sha256 } from '../secrets/hashing.ts';

/**
 * Passwordless codes: six digits, valid 10 minutes, one live code per e-mail (a new one replaces
 * it), 5 tries. Stored as SHA-256 of e-mail and code, so the table never reveals a code.
 *
 * Every e-mail answers as if it had a code: when none is live (an unknown e-mail, or nobody asked),
 * a placeholder that matches nothing takes its place, so a wrong code, no code and no account read
 * the same ("That code is not valid. 4 tries left.") and count the same. Only the holder of the right
 * code learns that it expired. Wrong guesses across codes are counted by sign-in-limits.ts.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
/** An expired code is kept this long, so that its late holder is told it expired. */
const EXPIRED_CODE_KEPT_MS = 60 * 60 * 1000;

export const TOO_MANY_TRIES_MESSAGE = 'Too many attempts. Request a new code.';
export const CODE_EXPIRED_MESSAGE = 'That code has expired. Request a new code.';
const PLACEHOLDER_HASH = '';

const digest = (email: string, code: string) => sha256(`${email.toLowerCase()}:${code}`);

const forgetStale = (db: Db, nowMs: number) =>
  db.prepare('DELETE FROM one_time_codes WHERE expires_at_ms <= ?').run(nowMs - EXPIRED_CODE_KEPT_MS);

function putCode(db: Db, email: string, codeHash: string, nowMs: number) {
  forgetStale(db, nowMs);
  db.prepare(
    `INSERT INTO one_time_codes (email, code_hash, failed_attempts, created_at_ms, expires_at_ms)
     VALUES (?, ?, 0, ?, ?)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, failed_attempts = 0,
       created_at_ms = excluded.created_at_ms, expires_at_ms = excluded.expires_at_ms`,
  ).run(email, codeHash, nowMs, nowMs + CODE_TTL_MS);
}

/** Makes a new code for the e-mail and returns it in clear, for delivery only. */
export function issueCode(db: Db, email: string, nowMs: number): string {
  const code = randomSixDigits();
  putCode(db, email, digest(email, code), nowMs);
  return code;
}

interface CodeRow {
  code_hash: string;
  failed_attempts: number;
  expires_at_ms: number;
}

/** `guessed`: a code was compared and did not match (a wrong guess, counted by the limits). */
export type CodeOutcome =
  | { accepted: true }
  | { accepted: false; guessed: boolean; status: 400 | 429; message: string };

const matches = (row: CodeRow, email: string, code: string) =>
  row.code_hash !== PLACEHOLDER_HASH && sameDigest(row.code_hash, digest(email, code));

/** Checks a code and uses it up when it is right. */
export function checkCode(db: Db, email: string, code: string, nowMs: number): CodeOutcome {
  return db.transaction((): CodeOutcome => {
    const select = () =>
      db
        .prepare('SELECT code_hash, failed_attempts, expires_at_ms FROM one_time_codes WHERE email = ?')
        .get(email) as CodeRow | undefined;
    let row = select();
    if (row && row.expires_at_ms <= nowMs) {
      if (matches(row, email, code)) {
        db.prepare('DELETE FROM one_time_codes WHERE email = ?').run(email);
        return { accepted: false, guessed: false, status: 400, message: CODE_EXPIRED_MESSAGE };
      }
      row = undefined;
    }
    if (!row) {
      putCode(db, email, PLACEHOLDER_HASH, nowMs);
      row = select() as CodeRow;
    }
    if (row.failed_attempts >= CODE_MAX_TRIES) {
      return { accepted: false, guessed: false, status: 429, message: TOO_MANY_TRIES_MESSAGE };
    }
    if (matches(row, email, code)) {
      db.prepare('DELETE FROM one_time_codes WHERE email = ?').run(email);
      return { accepted: true };
    }
    const failed = row.failed_attempts + 1;
    db.prepare('UPDATE one_time_codes SET failed_attempts = ? WHERE email = ?').run(failed, email);
    const left = CODE_MAX_TRIES - failed;
    if (left <= 0) return { accepted: false, guessed: true, status: 429, message: TOO_MANY_TRIES_MESSAGE };
    const tries = `${left} ${left === 1 ? 'try' : 'tries'} left`;
    return { accepted: false, guessed: true, status: 400, message: `That code is not valid. ${tries}.` };
  })();
}
