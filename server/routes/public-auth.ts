import type { Context } from 'hono';
import { Hono } from 'hono';
import { codeBody, emailBody, passwordlessCodeBody } from '../../src/api/schemas/auth.ts';
import { isSsoEmail, requireAppUser } from '../auth/app-users.ts';
import { createAuthRequest, type IdentityProvider, redeemAuthCode } from '../auth/identity-requests.ts';
import { consumeCode, issueCode } from '../auth/one-time-codes.ts';
import { sendCode } from '../auth/outbox.ts';
import { API_PREFIX, type AppDeps, type AppEnv } from '../http/app-env.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { startSession } from '../http/session.ts';

/** Signed-out sign-in calls (CONTRACT.md §4), mounted at /public/auth. */
export const SIGN_IN_LINK_EXPIRED_MESSAGE = 'This sign-in link has expired. Please sign in again.';

export function publicAuthRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const normalise = (email: string) => email.trim().toLowerCase();

  const identityUrl = (c: Context, email: string, provider: IdentityProvider) => {
    const id = createAuthRequest(db, email, provider, deps.now());
    return `${new URL(c.req.url).origin}${API_PREFIX}/identity/authorize?request=${encodeURIComponent(id)}`;
  };

  routes.post('/sso-enabled', jsonBody(emailBody), (c) =>
    ok(c, { sso_enabled: isSsoEmail(db, normalise(c.var.body.email)) }),
  );

  routes.post('/passwordless-login', jsonBody(emailBody), (c) => {
    const user = requireAppUser(db, normalise(c.var.body.email));
    sendCode(deps, user.email, issueCode(db, user.email, deps.now()));
    return ok(c, {});
  });

  routes.post('/validate-passwordless-code', jsonBody(passwordlessCodeBody), (c) => {
    const user = requireAppUser(db, normalise(c.var.body.email));
    consumeCode(db, user.email, c.var.body.code, deps.now());
    startSession(c, deps, user.id, c.var.environment);
    return ok(c, { email: user.email, environment: c.var.environment });
  });

  routes.post('/sso-login', jsonBody(emailBody), (c) => {
    const email = normalise(c.var.body.email);
    if (!isSsoEmail(db, email)) throw new HttpError(400, 'SSO is not enabled for this account.');
    const user = requireAppUser(db, email);
    return ok(c, { url: identityUrl(c, user.email, 'sso') });
  });

  routes.post('/google-oauth-login', (c) => {
    const user = requireAppUser(db, deps.config.googleDemoEmail);
    return ok(c, { url: identityUrl(c, user.email, 'google') });
  });

  routes.post('/retrieve-token', jsonBody(codeBody), (c) => {
    const email = redeemAuthCode(db, c.var.body.code, deps.now());
    if (!email) throw new HttpError(400, SIGN_IN_LINK_EXPIRED_MESSAGE);
    const user = requireAppUser(db, email);
    startSession(c, deps, user.id, c.var.environment);
    return ok(c, { email: user.email, environment: c.var.environment });
  });

  return routes;
}
