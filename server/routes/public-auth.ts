import type { Context } from 'hono';
import { Hono } from 'hono';
import { codeBody, emailBody, passwordlessCodeBody } from '../../src/api/schemas/auth.ts';
import { isSsoEmail, requireAppUser } from '../auth/app-users.ts';
import { takeCodeRequest } from '../auth/code-request-caps.ts';
import { createAuthRequest, type IdentityProvider, redeemAuthCode } from '../auth/identity-requests.ts';
import { createMailer } from '../auth/mailer.ts';
import { checkCode, issueCode } from '../auth/one-time-codes.ts';
import { startSession } from '../auth/session-cookie.ts';
import {
  activeLock,
  clearWrongCodes,
  recordWrongCode,
  type SignInSubjects,
} from '../auth/wrong-code-locks.ts';
import { API_PREFIX, type AppDeps, type AppEnv } from '../http/app-env.ts';
import { addressKey, clientAddress } from '../http/client-address.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { tooMany } from '../http/too-many-requests.ts';

/**
 * Signed-out sign-in calls (CONTRACT.md §4), mounted at /public/auth.
 *
 * One-time codes: requests are capped per e-mail and per client address, wrong codes lock the e-mail
 * and the address with a growing delay (auth/code-request-caps.ts, auth/wrong-code-locks.ts), and
 * e-mails of an SSO domain must use SSO. passwordless-login tells a non-member so (CONTRACT.md §4
 * asks for that clear 4xx), but only after the caps counted the request; validate-passwordless-code
 * answers an unknown e-mail exactly as a wrong code. SSO and Google go through the stub identity page,
 * which exists only in demo mode; outside it no identity provider is configured, so both answer 503
 * with the console's own words for that failure.
 *
 * sso-login answers the identity page's URL for any address of an SSO domain, member or not: whether
 * someone has an account is said only after the identity provider has authenticated them
 * (retrieve-token answers a non-member 403), as a real provider would have it.
 */
export const SIGN_IN_LINK_EXPIRED_MESSAGE = 'This sign-in link has expired. Please sign in again.';
export const USE_SSO_MESSAGE = 'SSO is enabled. Sign in with SSO instead.';
export const SSO_UNAVAILABLE_MESSAGE = 'Failed to fetch SSO login redirect.';
export const GOOGLE_UNAVAILABLE_MESSAGE = 'Failed to send Google OAuth login.';

export function publicAuthRoutes(deps: AppDeps) {
  const { db } = deps;
  const mailer = deps.mailer ?? createMailer(deps);
  const routes = new Hono<AppEnv>();
  const normalise = (email: string) => email.trim().toLowerCase();
  const subjectsOf = (c: Context, email: string): SignInSubjects => ({
    email,
    address: addressKey(clientAddress(c, deps.config)),
  });

  const identityUrl = (origin: string, email: string, provider: IdentityProvider) => {
    const id = createAuthRequest(db, email, provider, deps.now());
    return `${origin}${API_PREFIX}/identity/authorize?request=${encodeURIComponent(id)}`;
  };

  routes.post('/sso-enabled', jsonBody(emailBody), (c) =>
    ok(c, { sso_enabled: isSsoEmail(db, normalise(c.var.body.email)) }),
  );

  routes.post('/passwordless-login', jsonBody(emailBody), async (c) => {
    const email = normalise(c.var.body.email);
    const capped = takeCodeRequest(db, subjectsOf(c, email), deps.config, deps.now());
    if (capped) throw tooMany(capped);
    if (isSsoEmail(db, email)) throw new HttpError(403, USE_SSO_MESSAGE);
    const user = requireAppUser(db, email);
    await mailer.sendCode(user.email, issueCode(db, user.email, deps.now()));
    return ok(c, {});
  });

  routes.post('/validate-passwordless-code', jsonBody(passwordlessCodeBody), (c) => {
    const email = normalise(c.var.body.email);
    const subjects = subjectsOf(c, email);
    const locked = activeLock(db, subjects, deps.now());
    if (locked) throw tooMany(locked);
    if (isSsoEmail(db, email)) throw new HttpError(403, USE_SSO_MESSAGE);
    const outcome = checkCode(db, email, c.var.body.code, deps.now());
    if (!outcome.accepted) {
      const lock = outcome.guessed ? recordWrongCode(db, subjects, deps.now()) : null;
      if (lock) throw tooMany(lock);
      throw new HttpError(outcome.status, outcome.message);
    }
    clearWrongCodes(db, email);
    const user = requireAppUser(db, email);
    startSession(c, deps, user.id, c.var.environment);
    return ok(c, { email: user.email, environment: c.var.environment });
  });

  routes.post('/sso-login', jsonBody(emailBody), (c) => {
    if (!deps.config.demoMode) throw new HttpError(503, SSO_UNAVAILABLE_MESSAGE);
    const email = normalise(c.var.body.email);
    if (!isSsoEmail(db, email)) throw new HttpError(400, 'SSO is not enabled for this account.');
    return ok(c, { url: identityUrl(c.var.publicOrigin, email, 'sso') });
  });

  routes.post('/google-oauth-login', (c) => {
    if (!deps.config.demoMode) throw new HttpError(503, GOOGLE_UNAVAILABLE_MESSAGE);
    const user = requireAppUser(db, deps.config.googleDemoEmail);
    return ok(c, { url: identityUrl(c.var.publicOrigin, user.email, 'google') });
  });

  routes.post('/retrieve-token', jsonBody(codeBody), (c) => {
    // Auth codes come only from the demo's stub identity page: outside demo mode none is honoured,
    // not even one approved in an earlier demo run of the same database.
    if (!deps.config.demoMode) throw new HttpError(400, SIGN_IN_LINK_EXPIRED_MESSAGE);
    const email = redeemAuthCode(db, c.var.body.code, deps.now());
    if (!email) throw new HttpError(400, SIGN_IN_LINK_EXPIRED_MESSAGE);
    const user = requireAppUser(db, email);
    clearWrongCodes(db, user.email);
    startSession(c, deps, user.id, c.var.environment);
    return ok(c, { email: user.email, environment: c.var.environment });
  });

  return routes;
}
