import { randomBytes, randomUUID } from 'node:crypto';
import {
  generateServiceProviderMetadata,
  type Profile,
  SAML,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import * as v from 'valibot';
import type { SignInRefusal } from '../../src/api/schemas/sign-in-refusal.ts';
import type { Db } from '../db/connection.ts';
import { API_PREFIX, type AppDeps } from '../http/app-env.ts';
import { knownOrigins } from '../http/origins.ts';
import { firstOrganizationId, insertAppUser } from '../store/organization.ts';
import { findAppUser } from './app-users.ts';
import { issueAuthCode } from './identity-requests.ts';

/**
 * The SAML 2.0 service provider (issue 35), one per SSO connection of kind 'saml', on
 * @node-saml/node-saml. samlLoginUrl sends the AuthnRequest (HTTP-Redirect binding) and remembers its
 * id; finishSamlSignIn takes the IdP's answer (HTTP-POST binding) and hands out our single-use auth
 * code, which the console trades at retrieve-token like any other sign-in.
 *
 * node-saml checks the XML signature against the connection's certificate (a signed response or a
 * signed assertion; nothing unsigned, one assertion only, what it reads taken from what was signed)
 * and the audience. Everything that needs a clock or memory is checked here, on the app's clock
 * (deps.now) rather than node-saml's Date.now: the validity windows, InResponseTo against a pending
 * request of ours (usable once), the assertion id against those already used, plus the issuer, the
 * response's Destination and the bearer confirmation's Recipient, which node-saml does not check.
 */
export const SAML_REQUEST_TTL_MS = 10 * 60 * 1000;
/** How far the IdP's clock may be from ours on NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 60 * 1000;
/** A signed response is a few kB; anything near this is not one (the ACS route refuses bigger bodies). */
export const MAX_SAML_RESPONSE_BYTES = 256 * 1024;

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** What the service provider needs of an SSO connection (store/sso-connections.ts SsoConnection). */
export interface SamlConnection {
  id: string;
  domains: string[];
  createUsers: boolean;
  samlIdpSsoUrl?: string | null;
  samlIdpEntityId?: string | null;
  samlIdpCert?: string | null;
}

type SamlDeps = Pick<AppDeps, 'db' | 'config' | 'now'>;

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

function refuse(reason: string, said?: SignInRefusal): never {
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

function serviceProvider(config: AppDeps['config'], connection: SamlConnection, requestId?: string) {
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
    // Checked below on the app's clock and table; -1 turns node-saml's own Date.now checks off.
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
      'INSERT INTO saml_requests (id, connection_id, created_at_ms, expires_at_ms) VALUES (?, ?, ?, ?)',
    )
    .run(requestId, connection.id, now, now + SAML_REQUEST_TTL_MS);
  return url;
}

/** xml2js's reading of the signed assertion (node-saml parses with explicitCharkey, prefixes stripped). */
interface XmlNode {
  $?: Record<string, string>;
  _?: string;
  [child: string]: unknown;
}

const childrenOf = (node: XmlNode | undefined, name: string): XmlNode[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value.filter((n): n is XmlNode => typeof n === 'object' && n !== null) : [];
};
const attrOf = (node: XmlNode | undefined, name: string) => node?.$?.[name];

/** An optional xs:dateTime as epoch ms; a value that is not one refuses the response. */
function instant(value: string | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? refuse(`${what} is not a time`) : ms;
}

function checkWindow(
  now: number,
  notBefore: number | undefined,
  notOnOrAfter: number | undefined,
  what: string,
) {
  if (notBefore !== undefined && now + SAML_CLOCK_SKEW_MS < notBefore) refuse(`${what} is not yet valid`);
  if (notOnOrAfter !== undefined && now - SAML_CLOCK_SKEW_MS >= notOnOrAfter) refuse(`${what} has expired`);
}

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/** The e-mail the assertion is for: an emailAddress NameID, else an email (or mail) attribute. */
function emailOf(profile: Profile): string {
  const candidate = profile.nameIDFormat === EMAIL_FORMAT ? profile.nameID : profile.email;
  if (typeof candidate !== 'string') return refuse('the assertion names no e-mail');
  const email = candidate.trim().toLowerCase();
  return isEmail(email) ? email : refuse('the assertion names no e-mail');
}

/** An attribute of the Response element itself, outside the assertion node-saml hands back. */
function responseAttribute(profile: Profile, name: string): string | null {
  const xml = profile.getSamlResponseXml?.();
  const root = xml ? new DOMParser().parseFromString(xml, 'text/xml').documentElement : null;
  return root?.localName === 'Response' && root.hasAttribute(name) ? root.getAttribute(name) : null;
}

/** What node-saml leaves for us to check in a validly signed assertion; the e-mail it signs in. */
function checkAssertion(deps: SamlDeps, connection: SamlConnection, profile: Profile) {
  const now = deps.now();
  const acs = samlAcsUrl(deps.config, connection.id);
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
  if (!assertion) return refuse('no assertion');
  if (profile.issuer !== connection.samlIdpEntityId) refuse('the assertion is from another issuer');

  const destination = responseAttribute(profile, 'Destination');
  if (destination !== null && destination !== acs) refuse('the response is for another Destination');

  // The bearer confirmation, inside the signature: whom the assertion is for, in reply to what, until when.
  const confirmation = childrenOf(childrenOf(assertion, 'Subject')[0], 'SubjectConfirmation').find(
    (node) => attrOf(node, 'Method') === BEARER,
  );
  const data = childrenOf(confirmation, 'SubjectConfirmationData')[0];
  if (!data) return refuse('no bearer subject confirmation');
  if (attrOf(data, 'Recipient') !== acs) refuse('the assertion is for another Recipient');
  const subjectEnd = instant(attrOf(data, 'NotOnOrAfter'), 'SubjectConfirmationData NotOnOrAfter');
  if (subjectEnd === undefined) refuse('the bearer confirmation has no NotOnOrAfter');
  checkWindow(
    now,
    instant(attrOf(data, 'NotBefore'), 'SubjectConfirmationData NotBefore'),
    subjectEnd,
    'the bearer confirmation',
  );

  // The signed InResponseTo is the one that counts; the Response's, unsigned when only the assertion
  // is, may not name another request.
  const requestId = attrOf(data, 'InResponseTo');
  if (!requestId) return refuse('the assertion answers no request of ours');
  const answered = responseAttribute(profile, 'InResponseTo');
  if (answered !== null && answered !== requestId) {
    refuse('the response and its assertion answer different requests');
  }

  const conditions = childrenOf(assertion, 'Conditions')[0];
  const conditionsEnd = instant(attrOf(conditions, 'NotOnOrAfter'), 'Conditions NotOnOrAfter');
  checkWindow(
    now,
    instant(attrOf(conditions, 'NotBefore'), 'Conditions NotBefore'),
    conditionsEnd,
    'the assertion',
  );

  const assertionId = attrOf(assertion, 'ID');
  if (!assertionId) return refuse('the assertion has no ID');

  const email = emailOf(profile);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!connection.domains.some((d) => d.toLowerCase() === domain)) {
    refuse("the e-mail is outside the connection's domains", 'wrong_domain');
  }
  const forgetAt = Math.max(subjectEnd ?? now, conditionsEnd ?? now) + SAML_CLOCK_SKEW_MS;
  return { email, requestId, assertionId, forgetAt };
}

/**
 * Uses up the request and the assertion, committed even when the sign-in is then refused: a response
 * that was checked once is never checked again.
 */
function spendOnce(db: Db, connectionId: string, now: number, facts: ReturnType<typeof checkAssertion>) {
  return db.transaction(() => {
    db.prepare('DELETE FROM saml_requests WHERE expires_at_ms <= ?').run(now);
    db.prepare('DELETE FROM saml_assertions WHERE expires_at_ms <= ?').run(now);
    const request = db
      .prepare('DELETE FROM saml_requests WHERE id = ? AND connection_id = ?')
      .run(facts.requestId, connectionId);
    const assertion = db
      .prepare(
        `INSERT INTO saml_assertions (connection_id, assertion_id, used_at_ms, expires_at_ms)
         VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(connectionId, facts.assertionId, now, facts.forgetAt);
    if (request.changes !== 1) return 'InResponseTo names no pending request of ours';
    if (assertion.changes !== 1) return 'the assertion was used before';
    return null;
  })();
}

/** The app user the e-mail signs in as: a member, or a new one when the connection creates users. */
function memberFor(db: Db, connection: SamlConnection, email: string, nowMs: number) {
  if (findAppUser(db, email)) return;
  const organizationId = firstOrganizationId(db);
  if (!connection.createUsers || organizationId === undefined)
    refuse('the e-mail is not a member', 'no_account');
  insertAppUser(db, {
    id: randomUUID(),
    organizationId,
    email,
    createdAt: new Date(nowMs).toISOString(),
  });
}

/**
 * Checks a POSTed SAMLResponse for `connection` and returns our single-use auth code for the console's
 * /login-successful. Throws SamlRefusal for anything short of a valid, fresh, signed sign-in of a
 * member; nothing is then created but the used request and assertion.
 */
export async function finishSamlSignIn(deps: SamlDeps, connection: SamlConnection, samlResponse: string) {
  let profile: Profile | null;
  try {
    ({ profile } = await serviceProvider(deps.config, connection).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    }));
  } catch (error) {
    if (error instanceof SamlRefusal) throw error;
    // node-saml's messages name the check ("Invalid signature", an audience mismatch); cut before any
    // markup so no piece of the response reaches the log.
    const message = error instanceof Error ? error.message : 'unreadable response';
    return refuse(`node-saml: ${message.split(/<|-----BEGIN/)[0]}`);
  }
  if (!profile) return refuse('no assertion');
  const facts = checkAssertion(deps, connection, profile);
  const now = deps.now();
  const used = spendOnce(deps.db, connection.id, now, facts);
  if (used) refuse(used);
  return deps.db.transaction(() => {
    memberFor(deps.db, connection, facts.email, now);
    return issueAuthCode(deps.db, facts.email, now);
  })();
}
