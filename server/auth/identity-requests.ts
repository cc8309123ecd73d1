import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/connection.ts';
import { API_PREFIX, type AppDeps } from '../http/app-env.ts';
import { isHttpsRequest } from '../http/security-headers.ts';
import { randomToken, sha256 } from '../secrets/hashing.ts';

/**
 * The single-use auth code a finished SSO or Google sign-in hands to the console's
 * /login-successful (5 minutes), which trades it for a session at /public/auth/retrieve-token. The
 * identity provider's own code and tokens never reach the browser; codes are stored hashed.
 *
 * A code signs in only the browser that started its sign-in: the start gives it a token in a cookie
 * that only retrieve-token reads, and the code carries the token's hash. Otherwise anyone could finish
 * a sign-in of their own and send the /login-successful link to a victim, whose browser would then
 * work in the sender's account (login CSRF).
 */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

/** The cookie binding a sign-in to the browser that started it. */
export const SIGN_IN_BROWSER_COOKIE = 'console_sign_in_browser';
/** From the start to retrieve-token: the provider's pages (10 minutes at most) and the code's life. */
const SIGN_IN_BROWSER_TTL_MS = 15 * 60 * 1000;

const browserCookieOptions = (c: Context, deps: AppDeps) =>
  ({
    httpOnly: true,
    sameSite: 'Lax',
    path: `${API_PREFIX}/public/auth/retrieve-token`,
    secure: isHttpsRequest(c, deps.config),
  }) as const;

/**
 * At the start of a sign-in: a new token for this browser, in its cookie; the token (for a cookie of
 * the caller's own) and its hash, which the sign-in keeps until it issues its auth code.
 */
export function bindSignInToBrowser(c: Context, deps: AppDeps): { token: string; hash: string } {
  const token = randomToken();
  setCookie(c, SIGN_IN_BROWSER_COOKIE, token, {
    ...browserCookieOptions(c, deps),
    maxAge: SIGN_IN_BROWSER_TTL_MS / 1000,
  });
  return { token, hash: sha256(token) };
}

/** A new auth code for an e-mail the callback has signed in, in clear (for the redirect only). */
export function issueAuthCode(db: Db, email: string, browserHash: string, nowMs: number): string {
  const code = randomToken();
  db.prepare('DELETE FROM auth_codes WHERE expires_at_ms <= ?').run(nowMs);
  db.prepare(
    `INSERT INTO auth_codes (code_hash, email, browser_hash, created_at_ms, expires_at_ms)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(sha256(code), email, browserHash, nowMs, nowMs + AUTH_CODE_TTL_MS);
  return code;
}

/**
 * Uses up an auth code presented by the browser its sign-in started in; the e-mail it signs in, or
 * null when unknown, used, expired or another browser's (which leaves it to its own browser).
 */
export function redeemAuthCode(c: Context, deps: AppDeps, code: string): string | null {
  const browser = getCookie(c, SIGN_IN_BROWSER_COOKIE);
  if (!browser) return null;
  const result = deps.db
    .prepare(
      `UPDATE auth_codes SET used_at_ms = @now
       WHERE code_hash = @hash AND browser_hash = @browser AND used_at_ms IS NULL AND expires_at_ms > @now
       RETURNING email`,
    )
    .get({ now: deps.now(), hash: sha256(code), browser: sha256(browser) }) as { email: string } | undefined;
  if (result) deleteCookie(c, SIGN_IN_BROWSER_COOKIE, browserCookieOptions(c, deps));
  return result?.email ?? null;
}
