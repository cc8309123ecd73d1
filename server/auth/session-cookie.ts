import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { AppDeps, AppEnv, SessionInfo } from '../http/app-env.ts';
import { HttpError } from '../http/envelope.ts';
import { isHttpsRequest } from '../http/security-headers.ts';
import { createSession, deleteSession, findSession, renewSession } from './sessions.ts';

/**
 * The session cookie (CONTRACT.md §1): HttpOnly so no script reads it, SameSite=Lax, Path=/, and
 * Secure when the request came over https (directly, or through a proxy that says so with TRUST_PROXY).
 */
export const SESSION_COOKIE = 'console_session';
export const NOT_SIGNED_IN_MESSAGE = 'Not signed in.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function writeCookie(c: Context, deps: AppDeps, token: string, expiresAtMs: number, nowMs: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttpsRequest(c, deps.config),
    maxAge: Math.floor((expiresAtMs - nowMs) / 1000),
  });
}

/** Loads the session named by the cookie (if any) into `c.var.session`, sliding its expiry. */
export const loadSession = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('session', null);
    c.set('sessionExpired', false);
    const token = getCookie(c, SESSION_COOKIE);
    if (token) {
      const now = deps.now();
      const found = findSession(deps.db, token, now);
      if (found === 'expired') c.set('sessionExpired', true);
      else if (found) {
        c.set('session', found);
        const renewedUntil = renewSession(deps.db, found, now);
        if (renewedUntil !== null) writeCookie(c, deps, token, renewedUntil, now);
      }
    }
    await next();
  });

/** Guards every data endpoint: 401 unless signed in. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.session) {
    throw new HttpError(401, c.var.sessionExpired ? SESSION_EXPIRED_MESSAGE : NOT_SIGNED_IN_MESSAGE);
  }
  await next();
});

/** The signed-in session, for handlers behind requireSession. */
export function sessionOf(c: { var: { session: SessionInfo | null } }) {
  const session = c.var.session;
  if (!session) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
  return session;
}

/**
 * Signs a user in: a new server session and its cookie. The session the request's cookie named (if
 * any) is deleted first, so signing in always rotates the token: a token planted or seen before the
 * sign-in is worth nothing after it.
 */
export function startSession(c: Context, deps: AppDeps, userId: string, environment: Environment) {
  const now = deps.now();
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) deleteSession(deps.db, previous);
  const { token, expiresAtMs } = createSession(deps.db, userId, environment, now);
  writeCookie(c, deps, token, expiresAtMs, now);
}

/** Signs out: the server session goes, the cookie is cleared and the browser told to drop cookies. */
export function endSession(c: Context, deps: AppDeps) {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) deleteSession(deps.db, token);
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: isHttpsRequest(c, deps.config),
    httpOnly: true,
    sameSite: 'Lax',
  });
  c.header('Clear-Site-Data', '"cookies"');
}
