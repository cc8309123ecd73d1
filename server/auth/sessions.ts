import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { cachedStatement } from '../db/statements.ts';
import type { SessionInfo } from '../http/app-env.ts';
import { randomToken, sha256 } from '../secrets/hashing.ts';

/**
 * Server-side sessions. The cookie carries a random token; the table keeps its SHA-256, so a copy of
 * the database signs nobody in. Sessions slide: each use pushes the expiry to 14 days from then
 * (at most once per SESSION_RENEW_INTERVAL_MS, to spare writes), but never past SESSION_MAX_AGE_MS
 * after sign-in: a stolen cookie that is kept busy still dies, and everyone signs in again monthly.
 */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_INTERVAL_MS = 60 * 60 * 1000;

/** The sliding expiry from `nowMs`, capped by the absolute lifetime. */
const slidingExpiry = (createdAtMs: number, nowMs: number) =>
  Math.min(nowMs + SESSION_TTL_MS, createdAtMs + SESSION_MAX_AGE_MS);

export function createSession(db: Db, userId: string, environment: Environment, nowMs: number) {
  const token = randomToken();
  db.prepare('DELETE FROM sessions WHERE expires_at_ms <= ?').run(nowMs);
  db.prepare(
    'INSERT INTO sessions (token_hash, user_id, environment, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?)',
  ).run(sha256(token), userId, environment, nowMs, nowMs + SESSION_TTL_MS);
  return { token, expiresAtMs: nowMs + SESSION_TTL_MS };
}

/** The live session for a cookie token, 'expired' for a known but lapsed one, null otherwise. */
export function findSession(db: Db, token: string, nowMs: number): SessionInfo | 'expired' | null {
  const row = cachedStatement(
    db,
    `SELECT s.token_hash AS tokenHash, s.user_id AS userId, u.email, u.organization_id AS organizationId,
              s.environment, s.created_at_ms AS createdAtMs, s.expires_at_ms AS expiresAtMs
       FROM sessions s JOIN app_users u ON u.id = s.user_id WHERE s.token_hash = ?`,
  ).get(sha256(token)) as SessionInfo | undefined;
  if (!row) return null;
  if (row.expiresAtMs <= nowMs || row.createdAtMs + SESSION_MAX_AGE_MS <= nowMs) {
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(row.tokenHash);
    return 'expired';
  }
  return row;
}

/** Slides the expiry; returns the new expiry when it moved (the cookie is then re-sent). */
export function renewSession(db: Db, session: SessionInfo, nowMs: number): number | null {
  const expiresAtMs = slidingExpiry(session.createdAtMs, nowMs);
  if (expiresAtMs - session.expiresAtMs < SESSION_RENEW_INTERVAL_MS) return null;
  db.prepare('UPDATE sessions SET expires_at_ms = ? WHERE token_hash = ?').run(
    expiresAtMs,
    session.tokenHash,
  );
  return expiresAtMs;
}

export function setSessionEnvironment(db: Db, tokenHash: string, environment: Environment) {
  db.prepare('UPDATE sessions SET environment = ? WHERE token_hash = ?').run(environment, tokenHash);
}

export function deleteSession(db: Db, token: string) {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(sha256(token));
}
