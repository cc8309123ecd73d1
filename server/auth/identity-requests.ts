import type { Db } from '../db/connection.ts';
import { randomToken, sha256 } from '../secrets/hashing.ts';

/**
 * The single-use auth code a finished SSO or Google sign-in hands to the console's
 * /login-successful (5 minutes), which trades it for a session at /public/auth/retrieve-token. The
 * identity provider's own code and tokens never reach the browser; codes are stored hashed.
 */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

/** A new auth code for an e-mail the callback has signed in, in clear (for the redirect only). */
export function issueAuthCode(db: Db, email: string, nowMs: number): string {
  const code = randomToken();
  db.prepare('DELETE FROM auth_codes WHERE expires_at_ms <= ?').run(nowMs);
  db.prepare(
    'INSERT INTO auth_codes (code_hash, email, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?)',
  ).run(sha256(code), email, nowMs, nowMs + AUTH_CODE_TTL_MS);
  return code;
}

/** Uses up an auth code; the e-mail it signs in, or null when unknown, used or expired. */
export function redeemAuthCode(db: Db, code: string, nowMs: number): string | null {
  const result = db
    .prepare(
      `UPDATE auth_codes SET used_at_ms = @now
       WHERE code_hash = @hash AND used_at_ms IS NULL AND expires_at_ms > @now RETURNING email`,
    )
    .get({ now: nowMs, hash: sha256(code) }) as { email: string } | undefined;
  return result?.email ?? null;
}
