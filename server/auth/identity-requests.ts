import type { Db } from '../db/connection.ts';
import { randomToken, sha256 } from '../secrets/hashing.ts';

/**
 * The stub identity provider's bookkeeping. A sign-in request (SSO or Google) waits for the person
 * to approve it; approving turns it into a single-use auth code (5 minutes) that the console trades
 * for a session at /public/auth/retrieve-token. Codes are stored hashed.
 */
export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

export type IdentityProvider = 'sso' | 'google';

export interface PendingRequest {
  id: string;
  email: string;
  provider: IdentityProvider;
}

export function createAuthRequest(db: Db, email: string, provider: IdentityProvider, nowMs: number): string {
  const id = randomToken();
  db.prepare('DELETE FROM auth_requests WHERE expires_at_ms <= ?').run(nowMs);
  db.prepare(
    'INSERT INTO auth_requests (id, email, provider, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)',
  ).run(id, email, provider, nowMs, nowMs + AUTH_REQUEST_TTL_MS);
  return id;
}

/** A request that can still be approved, or null (unknown, expired or already approved). */
export function findPendingRequest(db: Db, id: string, nowMs: number): PendingRequest | null {
  const row = db
    .prepare(
      `SELECT id, email, provider FROM auth_requests
       WHERE id = ? AND expires_at_ms > ? AND approved_at_ms IS NULL`,
    )
    .get(id, nowMs) as PendingRequest | undefined;
  return row ?? null;
}

/** Approves a pending request once and returns the auth code in clear (for the redirect only). */
export function approveRequest(db: Db, id: string, nowMs: number): string | null {
  return db.transaction(() => {
    const request = findPendingRequest(db, id, nowMs);
    if (!request) return null;
    db.prepare('UPDATE auth_requests SET approved_at_ms = ? WHERE id = ?').run(nowMs, id);
    const code = randomToken();
    db.prepare('DELETE FROM auth_codes WHERE expires_at_ms <= ?').run(nowMs);
    db.prepare(
      'INSERT INTO auth_codes (code_hash, email, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?)',
    ).run(sha256(code), request.email, nowMs, nowMs + AUTH_CODE_TTL_MS);
    return code;
  })();
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
