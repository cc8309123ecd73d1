import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import type { SignInRefusal } from '../../src/api/schemas/sign-in-refusal.ts';
import type { Db } from '../db/connection.ts';
import { type AppDeps, type AppEnv, SSO_CALLBACK_PATH } from '../http/app-env.ts';
import { logText } from '../http/log-text.ts';
import { isHttpsRequest } from '../http/security-headers.ts';
import { sha256 } from '../secrets/hashing.ts';
import { openSecret, sealSecret } from '../secrets/secret-box.ts';
import { firstOrganizationId, insertAppUser } from '../store/organization.ts';
import { findSsoConnection, findSsoConnectionForEmail } from '../store/sso-connections.ts';
import { findAppUser } from './app-users.ts';
import { bindSignInToBrowser, issueAuthCode } from './identity-requests.ts';
import { clientOf, configurationFor, type SignInTarget } from './oidc-issuer.ts';

/**
 * Signing in through an OpenID provider (oidc-issuer.ts): the sign-in attempt with its state, nonce,
 * PKCE verifier and cookie, and the callback that checks the provider's answer and hands out our code.
 */

/** The cookie naming the sign-in attempt, sent to the callback only. */
export const SIGN_IN_COOKIE = 'console_sign_in';
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

/** The callback on this server's own origin (http/origins.ts), never one from the Host header. */
const redirectUri = (publicOrigin: string) => `${publicOrigin}${SSO_CALLBACK_PATH}`;

const cookieOptions = (c: Context, deps: AppDeps) =>
  ({
    httpOnly: true,
    sameSite: 'Lax',
    path: SSO_CALLBACK_PATH,
    secure: isHttpsRequest(c, deps.config),
  }) as const;

/** Thrown to say why a sign-in is refused; `why` is for the log only. */
export class SignInRefused extends Error {
  constructor(
    readonly reason: SignInRefusal,
    readonly why: string,
  ) {
    super(why);
    this.name = 'SignInRefused';
  }
}

interface AttemptRow {
  /** The hash of the browser's token, which names the attempt and goes with its auth code. */
  id_hash: string;
  provider: 'sso' | 'google';
  connection_id: string | null;
  state: string;
  nonce: string;
  code_verifier: string;
}

/**
 * Starts a sign-in: the provider's authorize URL for the browser, and the attempt's cookie. Throws
 * when the provider cannot be reached (the caller answers 503 with the console's words).
 *
 * The authorization code flow with PKCE; `state` and `nonce` belong to a sign-in attempt kept on the
 * server and named by a short-lived HttpOnly SameSite=Lax cookie sent only to the callback, so a
 * callback without the browser that started it, or a second one, finds nothing.
 */
export async function startOidcSignIn<E extends AppEnv>(
  c: Context<E>,
  deps: AppDeps,
  target: SignInTarget,
  loginHint?: string,
): Promise<string> {
  const client = clientOf(target);
  if (!client) throw new Error('The SSO connection has no OpenID issuer or client');
  const config = await configurationFor(client);
  const { token, hash } = bindSignInToBrowser(c, deps);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  const now = deps.now();
  deps.db.prepare('DELETE FROM sign_in_attempts WHERE expires_at_ms <= ?').run(now);
  deps.db
    .prepare(
      `INSERT INTO sign_in_attempts (id_hash, provider, connection_id, state, nonce, code_verifier,
         created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      hash,
      target.provider,
      target.provider === 'sso' ? target.connection.id : null,
      state,
      nonce,
      sealSecret(deps.db, verifier),
      now,
      now + SIGN_IN_ATTEMPT_TTL_MS,
    );
  setCookie(c, SIGN_IN_COOKIE, token, {
    ...cookieOptions(c, deps),
    maxAge: Math.floor(SIGN_IN_ATTEMPT_TTL_MS / 1000),
  });
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(c.var.publicOrigin),
    scope: 'openid email',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (loginHint) parameters.login_hint = loginHint;
  return oidc.buildAuthorizationUrl(config, parameters).href;
}

/** The attempt the cookie names, used up (deleted) whether or not the rest succeeds; null when none. */
function takeAttempt(db: Db, token: string | undefined, nowMs: number): AttemptRow | null {
  if (!token) return null;
  db.prepare('DELETE FROM sign_in_attempts WHERE expires_at_ms <= ?').run(nowMs);
  const row = db
    .prepare(
      `DELETE FROM sign_in_attempts WHERE id_hash = ?
       RETURNING id_hash, provider, connection_id, state, nonce, code_verifier`,
    )
    .get(sha256(token)) as AttemptRow | undefined;
  return row ?? null;
}

/** The OpenID client the attempt was started with, as it is configured now. */
function targetOf(deps: AppDeps, attempt: AttemptRow): SignInTarget {
  if (attempt.provider === 'google') {
    if (!deps.config.google) throw new SignInRefused('unavailable', 'Google sign-in is no longer configured');
    return { provider: 'google', client: deps.config.google };
  }
  const connection = attempt.connection_id ? findSsoConnection(deps.db, attempt.connection_id) : null;
  if (!connection) throw new SignInRefused('expired', 'The SSO connection was removed');
  return { provider: 'sso', connection };
}

/** Exchanges the code and checks the ID token; the verified e-mail, lower-cased. */
async function verifiedEmail(c: Context<AppEnv>, attempt: AttemptRow, target: SignInTarget, deps: AppDeps) {
  const client = clientOf(target);
  if (!client) throw new SignInRefused('unavailable', 'The SSO connection has no OpenID client');
  let config: oidc.Configuration;
  try {
    config = await configurationFor(client);
  } catch (error) {
    throw new SignInRefused('unavailable', `Discovery failed: ${errorText(error)}`);
  }
  // The URL the provider sent the browser back to, on this server's own origin (never the Host header).
  const currentUrl = new URL(redirectUri(c.var.publicOrigin));
  currentUrl.search = new URL(c.req.url).search;
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: openSecret(deps.db, attempt.code_verifier),
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    const refusedThere =
      error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError;
    throw new SignInRefused(refusedThere ? 'refused' : 'unverified', errorText(error));
  }
  if (!claims) throw new SignInRefused('unverified', 'No ID token');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@')) throw new SignInRefused('unverified', 'The ID token names no e-mail address');
  if (claims.email_verified !== true) {
    throw new SignInRefused('email_unverified', `${email}: email_verified is not true`);
  }
  return email;
}

/** What the log says of an error: its name and message, nothing it carries (no response body). */
const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/** Who the verified e-mail signs in as, under the rules of the attempt's provider. */
function appUserFor(deps: AppDeps, target: SignInTarget, email: string): string {
  const ssoConnection = findSsoConnectionForEmail(deps.db, email);
  if (target.provider === 'google') {
    // An SSO domain's people sign in through their own provider only, as with one-time codes.
    if (ssoConnection) throw new SignInRefused('use_sso', `${email} belongs to an SSO connection`);
  } else if (ssoConnection?.id !== target.connection.id) {
    throw new SignInRefused('wrong_domain', `${email} is not of ${target.connection.name}'s domains`);
  }
  const user = findAppUser(deps.db, email);
  if (user) return user.email;
  const organizationId = firstOrganizationId(deps.db);
  if (target.provider === 'sso' && target.connection.createUsers && organizationId) {
    insertAppUser(deps.db, {
      id: randomUUID(),
      organizationId,
      email,
      createdAt: new Date(deps.now()).toISOString(),
    });
    deps.log.info(
      `[sso] added ${logText(email)} on first sign-in through ${logText(target.connection.name)}`,
    );
    return email;
  }
  throw new SignInRefused('no_account', `${email} is not an app user`);
}

const providerName = (target: SignInTarget) =>
  target.provider === 'google' ? 'Google' : target.connection.name;

/**
 * The callback: where to send the browser next, `/login-successful?code=…` (our auth code) or
 * `/login?error=<reason>`. The attempt and its cookie are gone afterwards either way.
 *
 * It exchanges the code, checks the ID token (signature against the issuer's JWKS, issuer, audience,
 * nonce, expiry, `email_verified`), maps the e-mail to an app user and hands the console one of our
 * auth codes (identity-requests.ts). Any failure signs nobody in and says why with a fixed reason
 * (src/api/schemas/sign-in-refusal.ts); no code, token or secret is logged.
 */
export async function finishOidcSignIn(c: Context<AppEnv>, deps: AppDeps): Promise<string> {
  const attempt = takeAttempt(deps.db, getCookie(c, SIGN_IN_COOKIE), deps.now());
  deleteCookie(c, SIGN_IN_COOKIE, cookieOptions(c, deps));
  let target: SignInTarget | null = null;
  try {
    if (!attempt) throw new SignInRefused('expired', 'No sign-in attempt for this browser (or it expired)');
    target = targetOf(deps, attempt);
    const email = await verifiedEmail(c, attempt, target, deps);
    const signedIn = deps.db.transaction(() => {
      const user = appUserFor(deps, target as SignInTarget, email);
      return { email: user, code: issueAuthCode(deps.db, user, attempt.id_hash, deps.now()) };
    })();
    deps.log.info(`[sso] ${logText(signedIn.email)} signed in through ${logText(providerName(target))}`);
    return `/login-successful?code=${encodeURIComponent(signedIn.code)}`;
  } catch (error) {
    if (!(error instanceof SignInRefused)) throw error;
    const through = target ? ` through ${logText(providerName(target))}` : '';
    deps.log.info(`[sso] sign-in refused (${error.reason})${through}: ${logText(error.why)}`);
    return `/login?error=${error.reason}`;
  }
}
