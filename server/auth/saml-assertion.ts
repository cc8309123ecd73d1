import { randomUUID } from 'node:crypto';
import type { Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import * as v from 'valibot';
import type { Db } from '../db/connection.ts';
import { firstOrganizationId, insertAppUser } from '../store/organization.ts';
import { findAppUser } from './app-users.ts';
import { issueAuthCode } from './identity-requests.ts';
import {
  EMAIL_FORMAT,
  refuse,
  type SamlConnection,
  type SamlDeps,
  SamlRefusal,
  samlAcsUrl,
  serviceProvider,
} from './saml-sp.ts';

/**
 * The checks on the SAMLResponse an IdP posts to our ACS (HTTP-POST binding), and the single-use auth
 * code a valid one is traded for: the console trades it at retrieve-token like any other sign-in.
 */

/** How far the IdP's clock may be from ours on NotBefore / NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 60 * 1000;
/** A signed response is a few kB; anything near this is not one (the ACS route refuses bigger bodies). */
export const MAX_SAML_RESPONSE_BYTES = 256 * 1024;

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

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

/**
 * Checks the NotBefore / NotOnOrAfter of `node` (the `element` named in refusals) against `now`, give
 * or take the skew, and returns its NotOnOrAfter; `endRequired` refuses a node that has none.
 */
function checkWindow(
  now: number,
  node: XmlNode | undefined,
  element: string,
  what: string,
  endRequired = false,
): number | undefined {
  const notOnOrAfter = instant(attrOf(node, 'NotOnOrAfter'), `${element} NotOnOrAfter`);
  if (endRequired && notOnOrAfter === undefined) refuse(`${what} has no NotOnOrAfter`);
  const notBefore = instant(attrOf(node, 'NotBefore'), `${element} NotBefore`);
  if (notBefore !== undefined && now + SAML_CLOCK_SKEW_MS < notBefore) refuse(`${what} is not yet valid`);
  if (notOnOrAfter !== undefined && now - SAML_CLOCK_SKEW_MS >= notOnOrAfter) refuse(`${what} has expired`);
  return notOnOrAfter;
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
  const subjectEnd = checkWindow(now, data, 'SubjectConfirmationData', 'the bearer confirmation', true);

  // The signed InResponseTo is the one that counts; the Response's, unsigned when only the assertion
  // is, may not name another request.
  const requestId = attrOf(data, 'InResponseTo');
  if (!requestId) return refuse('the assertion answers no request of ours');
  const answered = responseAttribute(profile, 'InResponseTo');
  if (answered !== null && answered !== requestId) {
    refuse('the response and its assertion answer different requests');
  }

  const conditions = childrenOf(assertion, 'Conditions')[0];
  const conditionsEnd = checkWindow(now, conditions, 'Conditions', 'the assertion');

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
function spendOnce(
  db: Db,
  connectionId: string,
  now: number,
  facts: ReturnType<typeof checkAssertion>,
): { refused: string } | { refused: null; browserHash: string } {
  return db.transaction(() => {
    db.prepare('DELETE FROM saml_requests WHERE expires_at_ms <= ?').run(now);
    db.prepare('DELETE FROM saml_assertions WHERE expires_at_ms <= ?').run(now);
    const request = db
      .prepare('DELETE FROM saml_requests WHERE id = ? AND connection_id = ? RETURNING browser_hash')
      .get(facts.requestId, connectionId) as { browser_hash: string } | undefined;
    const assertion = db
      .prepare(
        `INSERT INTO saml_assertions (connection_id, assertion_id, used_at_ms, expires_at_ms)
         VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .run(connectionId, facts.assertionId, now, facts.forgetAt);
    if (!request) return { refused: 'InResponseTo names no pending request of ours' };
    if (assertion.changes !== 1) return { refused: 'the assertion was used before' };
    return { refused: null, browserHash: request.browser_hash };
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
 *
 * node-saml checks the XML signature against the connection's certificate (a signed response or a
 * signed assertion; nothing unsigned, one assertion only, what it reads taken from what was signed)
 * and the audience. Everything that needs a clock or memory is checked here, on the app's clock
 * (deps.now) rather than node-saml's Date.now: the validity windows, InResponseTo against a pending
 * request of ours (usable once), the assertion id against those already used, plus the issuer, the
 * response's Destination and the bearer confirmation's Recipient, which node-saml does not check.
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
  const spent = spendOnce(deps.db, connection.id, now, facts);
  if (spent.refused !== null) return refuse(spent.refused);
  const { browserHash } = spent;
  return deps.db.transaction(() => {
    memberFor(deps.db, connection, facts.email, now);
    return issueAuthCode(deps.db, facts.email, browserHash, now);
  })();
}
