import { Hono } from 'hono';
import { environmentBody } from '../../src/api/schemas/auth.ts';
import { endSession, NOT_SIGNED_IN_MESSAGE, requireSession, sessionOf } from '../auth/session-cookie.ts';
import { setSessionEnvironment } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { FOREIGN_SIGN_OUT_MESSAGE, fromOwnPages } from '../http/request-guard.ts';

/** The signed-in session itself: its status, its remembered environment, and signing out. */
export function sessionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth-status', (c) => {
    const session = c.var.session;
    // Always the same words here: the console asks this on every start, signed in or not.
    if (!session) throw new HttpError(401, NOT_SIGNED_IN_MESSAGE);
    return ok(c, { authenticated: true as const, email: session.email, environment: session.environment });
  });

  routes.post('/auth/environment', requireSession, jsonBody(environmentBody), (c) => {
    const { environment } = c.var.body;
    setSessionEnvironment(deps.db, sessionOf(c).tokenHash, environment);
    return ok(c, { environment });
  });

  // Succeeds when already signed out too: signing out twice is not an error. Another site's link or
  // redirect is refused (403) and the session lives (http/request-guard.ts fromOwnPages).
  routes.get('/logout', (c) => {
    if (!fromOwnPages(c, deps.config)) throw new HttpError(403, FOREIGN_SIGN_OUT_MESSAGE);
    endSession(c, deps);
    return ok(c, {});
  });

  return routes;
}
