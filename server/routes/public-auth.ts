import type { Context } from 'hono';
import { Hono } from 'hono';
import { codeBody, emailBody, passwordlessCodeBody } from '../../src/api/schemas/auth.ts';
import { isSsoEmail, requireAppUser } from '../auth/app-users.ts';
import { takeCodeRequest } from '../auth/code-request-caps.ts';
import { bindSignInToBrowser, redeemAuthCode } from '../auth/identity-requests.ts';
import { createMailer } from '../auth/mailer.ts';
import { startOidcSignIn } from '../auth/oidc-sign-in.ts';
import { checkCode, issueCode } from '../auth/one-time-codes.ts';
import { samlLoginUrl } from '../auth/saml-sp.ts';
import { startSession } from '../auth/session-cookie.ts';
import {
  activeLock,
  clearWrongCodes,
  recordWrongCode,
  type SignInSubjects,
} from '../auth/wrong-code-locks.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { addressKey, clientAddress } from '../http/client-address.ts';
import { HttpError, ok } from '../http/envelope.ts';
import { jsonBody } from '../http/json-body.ts';
import { logText } from '../http/log-text.ts';
import { tooMany } from '../http/too-many-requests.ts';
import { findSsoConnectionForEmail } from '../store/sso-connections.ts';

/**
 * Signed-out sign-in calls (CONTRACT.md §4), mounted at /public/auth.
 *
 * One-time codes: requests are capped per e-mail and per client address, wrong codes lock the e-mail
 * and the address with a growing delay (auth/code-request-caps.ts, auth/wrong-code-locks.ts), and
 * e-mails of an SSO domain must use SSO. passwordless-login tells a non-member so (CONTRACT.md §4
 * asks for that clear 4xx), but only after the caps counted the request; validate-passwordless-code
 * answers an unknown e-mail exactly as a wrong code. SSO and Google are OpenID Connect sign-ins
 * (auth/oidc-sign-in.ts): sso-login answers the authorize URL of the e-mail domain's connection and
 * google-oauth-login Google's (GOOGLE_CLIENT_ID; in demo mode the demo's own provider). A provider that
 * cannot be reached, or Google unconfigured, answers 503 with the console's own words for that failure.
 *
 * sso-login answers the provider's URL for any address of an SSO domain, member or not: whether
 * someone has an account is said only after the identity provider has authenticated them (the
 * callback sends a non-member back to /login with that reason).
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

  routes.post('/sso-login', jsonBody(emailBody), async (c) => {
    const email = normalise(c.var.body.email);
    const connection = findSsoConnectionForEmail(db, email);
    if (!connection) throw new HttpError(400, 'SSO is not enabled for this account.');
    try {
      const url =
        connection.kind === 'saml'
          ? await samlLoginUrl(deps, connection, email, bindSignInToBrowser(c, deps).hash)
          : await startOidcSignIn(c, deps, { provider: 'sso', connection }, email);
      return ok(c, { url });
    } catch (error) {
      deps.log.error(`[sso] ${logText(connection.name)} cannot start a sign-in`, error);
      throw new HttpError(503, SSO_UNAVAILABLE_MESSAGE);
    }
  });

  routes.post('/google-oauth-login', async (c) => {
    const client = deps.config.google;
    if (!client) throw new HttpError(503, GOOGLE_UNAVAILABLE_MESSAGE);
    try {
      return ok(c, { url: await startOidcSignIn(c, deps, { provider: 'google', client }) });
    } catch (error) {
      deps.log.error('[sso] Google cannot start a sign-in', error);
      throw new HttpError(503, GOOGLE_UNAVAILABLE_MESSAGE);
    }
  });

  routes.post('/retrieve-token', jsonBody(codeBody), (c) => {
    // Auth codes come only from a finished SSO or Google sign-in (the callback), once, for 5 minutes.
    const email = redeemAuthCode(c, deps, c.var.body.code);
    if (!email) throw new HttpError(400, SIGN_IN_LINK_EXPIRED_MESSAGE);
    const user = requireAppUser(db, email);
    clearWrongCodes(db, user.email);
    startSession(c, deps, user.id, c.var.environment);
    return ok(c, { email: user.email, environment: c.var.environment });
  });

  return routes;
}
