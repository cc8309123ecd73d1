import { randomBytes } from 'node:crypto';
import { generateServiceProviderMetadata, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { SignInRefusal } from '../../src/api/schemas/sign-in-refusal.ts';
import { API_PREFIX, type AppDeps } from '../http/app-env.ts';
import { knownOrigins } from '../http/origins.ts';

/**
 * Our side of a SAML 2.0 connection (kind 'saml', on @node-saml/node-saml): the service provider's
 * URLs, metadata and settings, and the AuthnRequest (HTTP-Redirect binding) that starts a sign-in.
 */

/** How long an AuthnRequest we sent may be answered (its id is kept in saml_requests until then). */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;

export const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** What the service provider needs of an SSO connection (store/sso-connections.ts SsoConnection). */
export interface SamlConnection {
  id: string;
  domains: string[];
  createUsers: boolean;
  samlIdpSsoUrl?: string | null;
  samlIdpEntityId?: string | null;
  samlIdpCert?: string | null;
}

export type SamlDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

/**
 * A sign-in that must not happen: `message` is for the log and quotes no assertion or certificate;
 * `said` is what the console shows (a fixed text, src/api/schemas/sign-in-refusal.ts).
 */
export class SamlRefusal extends Error {
  constructor(
    message: string,
    readonly said: SignInRefusal = 'unverified',
  ) {
    super(message);
  }
}

export function refuse(reason: string, said?: SignInRefusal): never {
  throw new SamlRefusal(reason, said);
}

/**
 * Our URLs as the IdP knows them: from PUBLIC_ORIGIN, else the loopback origin the server listens on,
 * never a request's Host, so they are the same for every request and match what was registered.
 */
export type SpOriginConfig = Parameters<typeof knownOrigins>[0];
const spOrigin = (config: SpOriginConfig) =>
  knownOrigins(config)[0] ?? refuse('PUBLIC_ORIGIN is required off loopback');
const spBase = (config: SpOriginConfig, connectionId: string) =>
  `${spOrigin(config)}${API_PREFIX}/sso/saml/${encodeURIComponent(connectionId)}`;
/** Our entity id: the metadata URL, one per connection, so two connections to one IdP stay apart. */
export const samlEntityId = (config: SpOriginConfig, connectionId: string) =>
  `${spBase(config, connectionId)}/metadata`;
export const samlAcsUrl = (config: SpOriginConfig, connectionId: string) =>
  `${spBase(config, connectionId)}/acs`;

/** The SP metadata an administrator registers at the IdP. */
export const samlMetadata = (config: SpOriginConfig, connectionId: string) =>
  generateServiceProviderMetadata({
    issuer: samlEntityId(config, connectionId),
    callbackUrl: samlAcsUrl(config, connectionId),
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });

/** node-saml set up for the connection; `requestId` is the id an AuthnRequest it builds will carry. */
export function serviceProvider(config: AppDeps['config'], connection: SamlConnection, requestId?: string) {
  const { samlIdpSsoUrl, samlIdpEntityId, samlIdpCert } = connection;
  if (!samlIdpSsoUrl || !samlIdpEntityId || !samlIdpCert) refuse('the connection has no SAML IdP settings');
  const entityId = samlEntityId(config, connection.id);
  return new SAML({
    entryPoint: samlIdpSsoUrl,
    idpCert: samlIdpCert,
    idpIssuer: samlIdpEntityId,
    issuer: entityId,
    audience: entityId,
    callbackUrl: samlAcsUrl(config, connection.id),
    identifierFormat: EMAIL_FORMAT,
    // Either signature will do (IdPs sign one or both); with neither node-saml refuses.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    // Checked in saml-assertion.ts on the app's clock and table; -1 turns node-saml's own Date.now checks off.
    validateInResponseTo: ValidateInResponseTo.never,
    acceptedClockSkewMs: -1,
    // The IdP chooses how to authenticate (MFA included); an exact PasswordProtectedTransport would not.
    disableRequestedAuthnContext: true,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

/** The IdP URL that starts a sign-in for `email` (sso-login answers it); the request id is kept. */
export async function samlLoginUrl(
  deps: SamlDeps,
  connection: SamlConnection,
  email: string,
  browserHash: string,
): Promise<string> {
  // An xsd:ID must not start with a digit.
  const requestId = `_${randomBytes(20).toString('hex')}`;
  // login_hint: IdPs that know it (Entra ID, Okta) fill in the address typed on our page.
  const url = await serviceProvider(deps.config, connection, requestId).getAuthorizeUrlAsync('', undefined, {
    additionalParams: { login_hint: email },
  });
  const now = deps.now();
  deps.db.prepare('DELETE FROM saml_requests WHERE expires_at_ms <= ?').run(now);
  deps.db
    .prepare(
      `INSERT INTO saml_requests (id, connection_id, browser_hash, created_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(requestId, connection.id, browserHash, now, now + SAML_REQUEST_TTL_MS);
  return url;
}
