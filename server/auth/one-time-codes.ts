import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';
import { randomSixDigits, sameDigest, sha256 } from './hashing.ts';

/**
 * Passwordless codes: six digits, valid 10 minutes, one live code per e-mail (a new one replaces
 * it), 5 tries. Stored as SHA-256 of e-mail and code, so the table never reveals a code.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

const digest = (email: string, code: string) => sha256(`${email.toLowerCase()}:${code}`);

/** Makes a new code for the e-mail and returns it in clear, for delivery only. */
export function issueCode(db: Db, email: string, nowMs: number): string {
  const code = randomSixDigits();
  db.prepare(
    `INSERT INTO one_time_codes (email, code_hash, failed_attempts, created_at_ms, expires_at_ms)
     VALUES (?, ?, 0, ?, ?)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, failed_attempts = 0,
       created_at_ms = excluded.created_at_ms, expires_at_ms = excluded.expires_at_ms`,
  ).run(email, digest(email, code), nowMs, nowMs + CODE_TTL_MS);
  return code;
}

interface CodeRow {
  code_hash: string;
  failed_attempts: number;
  expires_at_ms: number;
}

/** Accepts the code (and uses it up) or throws the HttpError the person should see. */
export function consumeCode(db: Db, email: string, code: string, nowMs: number): void {
  const row = db
    .prepare('SELECT code_hash, failed_attempts, expires_at_ms FROM one_time_codes WHERE email = ?')
    .get(email) as CodeRow | undefined;
  if (!row) throw new HttpError(400, 'No one-time code was requested for this e-mail. Request a new code.');
  if (row.failed_attempts >= CODE_MAX_TRIES)
    throw new HttpError(429, 'Too many attempts. Request a new code.');
  if (row.expires_at_ms <= nowMs) throw new HttpError(400, 'That code has expired. Request a new code.');
  if (sameDigest(row.code_hash, digest(email, code))) {
    db.prepare('DELETE FROM one_time_codes WHERE email = ?').run(email);
    return;
  }
  const failed = row.failed_attempts + 1;
  db.prepare('UPDATE one_time_codes SET failed_attempts = ? WHERE email = ?').run(failed, email);
  const left = CODE_MAX_TRIES - failed;
  if (left <= 0) throw new HttpError(429, 'Too many attempts. Request a new code.');
  throw new HttpError(400, `That code is not valid. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
}
