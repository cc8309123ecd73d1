import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { finishSamlSignIn } from '../auth/saml-assertion.ts';
import { addSsoSaml } from '../auth/saml-setup.ts';
import { SAML_REQUEST_TTL_MS, samlAcsUrl, samlEntityId, samlLoginUrl } from '../auth/saml-sp.ts';
import { ORGANIZATION_ID } from '../db/seed/organization.ts';
import { randomToken, sha256 } from '../secrets/hashing.ts';
import { insertAppUser } from '../store/organization.ts';
import {
  findSsoConnection,
  findSsoConnectionForEmail,
  insertSsoConnection,
} from '../store/sso-connections.ts';
import {
  makeTestIdp,
  newId,
  type ResponseOptions,
  readAuthnRequest,
  samlResponse,
  type TestIdp,
  toFormValue,
} from '../testing/saml-idp.ts';
import { makeTestApp, sessionCookie } from '../testing/test-app.ts';

/**
 * Attacks on SAML sign-in: a local IdP (testing/saml-idp.ts) signs responses with a test
 * key, and each attack posts what an attacker could make of them to the assertion consumer. Every
 * refusal must land on the console's /login?error=unverified (no_account, wrong_domain where those are why) with nothing made: no auth code, no session, no
 * user, no cookie; the log says why, without the response.
 */
const MEMBER = 'alice@saml.example';
const FAILED = '/login?error=unverified';
const NO_ACCOUNT = '/login?error=no_account';
const WRONG_DOMAIN = '/login?error=wrong_domain';
const idp = makeTestIdp();
// A second key: an IdP that is not the connection's, or an attacker's own.
const stranger = makeTestIdp('stranger.example');

type TestApp = ReturnType<typeof makeTestApp>;

function setup(options: { createUsers?: boolean; publicOrigin?: string } = {}) {
  const t = makeTestApp(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {});
  insertAppUser(t.db, {
    id: 'saml-member',
    organizationId: ORGANIZATION_ID,
    email: MEMBER,
    createdAt: new Date(t.now()).toISOString(),
  });
  const connection = insertSsoConnection(t.db, {
    kind: 'saml',
    oidcIssuer: null,
    oidcClientId: null,
    oidcClientSecret: null,
    name: 'Acme SAML',
    domains: ['saml.example'],
    createUsers: options.createUsers ?? false,
    samlIdpSsoUrl: idp.ssoUrl,
    samlIdpEntityId: idp.entityId,
    samlIdpCert: idp.certPem,
  });
  const deps = { db: t.db, config: t.config, now: t.now };
  const acs = samlAcsUrl(t.config, connection.id);
  const entityId = samlEntityId(t.config, connection.id);

  /** The token sso-login gives the browser that starts the sign-in (identity-requests.ts). */
  const browser = randomToken();
  /** Starts a sign-in as sso-login would; the AuthnRequest as the IdP reads it. */
  const start = async () => readAuthnRequest(await samlLoginUrl(deps, connection, MEMBER, sha256(browser)));

  /** A valid response to `requestId`, as the right IdP would sign it, with `overrides`. */
  const respond = (requestId: string, overrides: Partial<ResponseOptions> = {}, signer: TestIdp = idp) =>
    samlResponse(signer, {
      nowMs: t.now(),
      audience: entityId,
      destination: acs,
      inResponseTo: requestId,
      nameId: MEMBER,
      issuer: idp.entityId,
      sign: 'assertion',
      ...overrides,
    });

  /** The browser posting the IdP page's form (cross-site, as the HTTP-POST binding is). */
  const post = (xml: string, form: Record<string, string> = {}) =>
    t.app.request(`http://127.0.0.1:4173/api/sso/saml/${connection.id}/acs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://idp.example' },
      body: new URLSearchParams({ SAMLResponse: toFormValue(xml), RelayState: '', ...form }).toString(),
    });

  return { t, connection, acs, entityId, browser, start, respond, post };
}

const made = (t: TestApp) => ({
  codes: t.db.prepare('SELECT count(*) FROM auth_codes').pluck().get(),
  sessions: t.db.prepare('SELECT count(*) FROM sessions').pluck().get(),
  users: t.db.prepare('SELECT count(*) FROM app_users').pluck().get(),
});

/** Posts `xml` and checks the refusal: the fixed redirect, nothing made, the reason on the log. */
async function expectRefused(s: ReturnType<typeof setup>, xml: string, reason: RegExp, location = FAILED) {
  const before = made(s.t);
  const res = await s.post(xml);
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(location);
  expect(res.headers.get('set-cookie')).toBeNull();
  expect(made(s.t)).toEqual(before);
  const line = s.t.logs.filter((l) => l.startsWith('[sso] SAML sign-in refused')).at(-1);
  expect(line).toMatch(reason);
}

const retrieveToken = (s: ReturnType<typeof setup>, code: string | null, browser?: string) =>
  s.t.call('POST', '/api/public/auth/retrieve-token', {
    body: { code },
    ...(browser ? { cookie: `console_sign_in_browser=${browser}` } : {}),
  });

/** Posts `xml` and answers the auth code the ACS sends the browser to /login-successful with. */
async function handedBack(s: ReturnType<typeof setup>, xml: string) {
  const res = await s.post(xml);
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/login-successful\?code=/);
  return new URL(location, 'http://127.0.0.1').searchParams.get('code');
}

/**
 * Posts `xml`, expects a sign-in, and trades the code for a session as the console does, in the
 * browser that started the sign-in.
 */
async function expectSignedIn(s: ReturnType<typeof setup>, xml: string, email = MEMBER, browser = s.browser) {
  const token = await retrieveToken(s, await handedBack(s, xml), browser);
  expect(token.status).toBe(200);
  expect(token.json.data.email).toBe(email);
  const status = await s.t.call('GET', '/api/auth-status', { cookie: sessionCookie(token.headers) });
  expect(status.json.data).toMatchObject({ authenticated: true, email });
}

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw new Error('not XML');
  return { doc, root: doc.documentElement };
};
const serialize = (node: Node) => new XMLSerializer().serializeToString(node);
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const assertionsOf = (root: Element) =>
  Array.from(root.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).localName === 'Assertion',
  );

/** An unsigned copy of the signed assertion in `doc`, for another e-mail under a new ID. */
function forgedAssertion(doc: Document, email: string, id = newId()) {
  const [signed] = assertionsOf(doc.documentElement as Element);
  if (!signed) throw new Error('no assertion');
  const forged = signed.cloneNode(true) as Element;
  for (const signature of Array.from(forged.getElementsByTagNameNS('*', 'Signature'))) {
    signature.parentNode?.removeChild(signature);
  }
  const nameId = forged.getElementsByTagNameNS(ASSERTION_NS, 'NameID')[0];
  if (nameId) nameId.textContent = email;
  forged.setAttribute('ID', id);
  return { signed, forged };
}

describe('a valid response', () => {
  it('signs in: the AuthnRequest goes to the IdP from our entity id, and the code trades for a session', async () => {
    const s = setup();
    const request = await s.start();
    expect(request.destination).toBe(idp.ssoUrl);
    expect(request.issuer).toBe(s.entityId);
    expect(request.acsUrl).toBe(s.acs);
    expect(s.acs).toBe(`http://127.0.0.1:4173/api/sso/saml/${s.connection.id}/acs`);
    await expectSignedIn(s, s.respond(request.id));
  });

  it('signs in with the whole response signed instead of the assertion, and with an email attribute', async () => {
    const s = setup();
    await expectSignedIn(s, s.respond((await s.start()).id, { sign: 'response' }));
    const unspecified = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';
    const request = await s.start();
    await expectSignedIn(
      s,
      s.respond(request.id, {
        sign: 'both',
        nameId: 'alice',
        nameIdFormat: unspecified,
        emailAttribute: MEMBER,
      }),
    );
  });

  it('accepts a NotBefore within the clock skew', async () => {
    const s = setup();
    await expectSignedIn(s, s.respond((await s.start()).id, { notBeforeMs: s.t.now() + 30_000 }));
  });

  it('creates the user on first sign-in when the connection creates users, and only then', async () => {
    const newcomer = 'bob@saml.example';
    const refusing = setup();
    await expectRefused(
      refusing,
      refusing.respond((await refusing.start()).id, { nameId: newcomer }),
      /not a member/,
      NO_ACCOUNT,
    );
    const creating = setup({ createUsers: true });
    await expectSignedIn(
      creating,
      creating.respond((await creating.start()).id, { nameId: newcomer }),
      newcomer,
    );
  });
});

describe('refused responses', () => {
  it('unsigned: neither the response nor the assertion signed', async () => {
    const s = setup();
    await expectRefused(s, s.respond((await s.start()).id, { sign: 'none' }), /Invalid signature/);
  });

  it('signed with a key other than the connection’s certificate', async () => {
    const s = setup();
    await expectRefused(s, s.respond((await s.start()).id, {}, stranger), /Invalid signature/);
  });

  it('an assertion altered after signing (the NameID changed), signed alone or inside a signed response', async () => {
    const s = setup();
    const signed = s.respond((await s.start()).id);
    await expectRefused(s, signed.replace(`>${MEMBER}<`, '>priya.patel@saml.example<'), /Invalid signature/);
    const whole = s.respond((await s.start()).id, { sign: 'response' });
    await expectRefused(s, whole.replace(`>${MEMBER}<`, '>priya.patel@saml.example<'), /Invalid signature/);
  });

  it('a replay of a response that signed in', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id);
    await expectSignedIn(s, xml);
    await expectRefused(s, xml, /no pending request/);
  });

  it('a second response to a request that was answered (each request id signs in once)', async () => {
    const s = setup();
    const request = await s.start();
    await expectSignedIn(s, s.respond(request.id));
    await expectRefused(s, s.respond(request.id), /no pending request/);
  });

  it('an assertion id already used, though for a fresh request', async () => {
    const s = setup();
    const assertionId = newId();
    await expectSignedIn(s, s.respond((await s.start()).id, { assertionId }));
    await expectRefused(s, s.respond((await s.start()).id, { assertionId }), /used before/);
  });

  it('for another audience', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id, { audience: 'https://other-sp.example/saml' });
    await expectRefused(s, xml, /audience mismatch/);
  });

  it('for another Destination', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id, {
      sign: 'both',
      destination: 'https://other-sp.example/acs',
      recipient: s.acs,
    });
    await expectRefused(s, xml, /another Destination/);
  });

  it('for another Recipient', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id, { recipient: 'https://other-sp.example/acs' });
    await expectRefused(s, xml, /another Recipient/);
  });

  it('from another issuer, though signed with the connection’s key', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id, { issuer: 'https://stranger.example/saml/metadata' });
    await expectRefused(s, xml, /another issuer/);
  });

  it('in reply to a request we never made, or to none', async () => {
    const s = setup();
    await s.start();
    await expectRefused(s, s.respond(newId()), /no pending request/);
    await expectRefused(s, s.respond('', { inResponseTo: null }), /answers no request/);
  });

  it('a Response naming another pending request than its signed assertion does', async () => {
    const s = setup();
    const first = await s.start();
    const second = await s.start();
    const xml = s.respond(second.id, { subjectInResponseTo: first.id });
    await expectRefused(s, xml, /different requests/);
  });

  it('in reply to a request older than its lifetime', async () => {
    const s = setup();
    const request = await s.start();
    s.t.advance(SAML_REQUEST_TTL_MS);
    await expectRefused(s, s.respond(request.id), /no pending request/);
  });

  it('expired: Conditions NotOnOrAfter passed', async () => {
    const s = setup();
    const request = await s.start();
    const xml = s.respond(request.id, {
      notOnOrAfterMs: s.t.now() + 60_000,
      subjectNotOnOrAfterMs: s.t.now() + 600_000,
    });
    s.t.advance(125_000);
    await expectRefused(s, xml, /the assertion has expired/);
  });

  it('expired: the bearer confirmation’s NotOnOrAfter passed', async () => {
    const s = setup();
    const request = await s.start();
    const xml = s.respond(request.id, {
      subjectNotOnOrAfterMs: s.t.now() + 60_000,
      notOnOrAfterMs: s.t.now() + 600_000,
    });
    s.t.advance(125_000);
    await expectRefused(s, xml, /the bearer confirmation has expired/);
  });

  it('not yet valid: NotBefore beyond the clock skew', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id, { notBeforeMs: s.t.now() + 5 * 60_000 });
    await expectRefused(s, xml, /not yet valid/);
  });

  it('an e-mail outside the connection’s domains, though a member', async () => {
    const s = setup();
    await expectRefused(
      s,
      s.respond((await s.start()).id, { nameId: 'demo@example.com' }),
      /outside/,
      WRONG_DOMAIN,
    );
  });

  it('a non-member of a connection that does not create users', async () => {
    const s = setup();
    await expectRefused(
      s,
      s.respond((await s.start()).id, { nameId: 'mallory@saml.example' }),
      /not a member/,
      NO_ACCOUNT,
    );
  });

  it('a body over the size bound, and a body that is not a form', async () => {
    const s = setup();
    const request = await s.start();
    const before = made(s.t);
    const big = await s.post(s.respond(request.id), { padding: 'x'.repeat(300 * 1024) });
    expect(big.headers.get('location')).toBe(FAILED);
    const json = await s.t.app.request(`http://127.0.0.1:4173/api/sso/saml/${s.connection.id}/acs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ SAMLResponse: toFormValue(s.respond(request.id)) }),
    });
    expect(json.headers.get('location')).toBe(FAILED);
    expect(made(s.t)).toEqual(before);
  });

  it('puts no response, assertion or certificate on the log', async () => {
    const s = setup();
    const xml = s.respond((await s.start()).id);
    await expectRefused(s, xml.replace(`>${MEMBER}<`, '>priya.patel@saml.example<'), /Invalid signature/);
    await expectRefused(s, s.respond(newId(), { sign: 'none' }), /Invalid signature/);
    const log = [...s.t.logs, ...s.t.errors.map((e) => e.message)].join('\n');
    expect(log).not.toMatch(/<|saml:\w|BEGIN CERTIFICATE|priya\.patel/);
    expect(log).not.toContain(toFormValue(xml).slice(0, 40));
    expect(log).not.toContain(idp.certPem.split('\n')[1]);
  });
});

describe('XML signature wrapping', () => {
  it('an unsigned assertion injected before the signed one', async () => {
    const s = setup();
    const { doc, root } = parse(s.respond((await s.start()).id));
    const { signed, forged } = forgedAssertion(doc, 'priya.patel@saml.example');
    root.insertBefore(forged, signed);
    await expectRefused(s, serialize(doc), /multiple assertions/);
  });

  it('an unsigned assertion injected after the signed one', async () => {
    const s = setup();
    const { doc, root } = parse(s.respond((await s.start()).id));
    const { forged } = forgedAssertion(doc, 'priya.patel@saml.example');
    root.appendChild(forged);
    await expectRefused(s, serialize(doc), /multiple assertions/);
  });

  it('the signed assertion wrapped inside a forged one', async () => {
    const s = setup();
    const { doc, root } = parse(s.respond((await s.start()).id));
    const { signed, forged } = forgedAssertion(doc, 'priya.patel@saml.example');
    root.replaceChild(forged, signed);
    forged.appendChild(signed);
    await expectRefused(s, serialize(doc), /Invalid signature/);
  });

  it('the signed assertion moved into Extensions, a forged one with its ID in its place', async () => {
    const s = setup();
    const { doc, root } = parse(s.respond((await s.start()).id));
    const [original] = assertionsOf(root);
    const { signed, forged } = forgedAssertion(
      doc,
      'priya.patel@saml.example',
      original?.getAttribute('ID') ?? '',
    );
    const extensions = doc.createElementNS(PROTOCOL_NS, 'samlp:Extensions');
    root.replaceChild(forged, signed);
    extensions.appendChild(signed);
    root.insertBefore(extensions, root.firstChild?.nextSibling ?? null);
    await expectRefused(s, serialize(doc), /Invalid signature|more than one element/);
  });

  it('a signed response wrapped inside a forged response (XSW1)', async () => {
    const s = setup();
    const { doc, root } = parse(s.respond((await s.start()).id, { sign: 'response' }));
    const evil = root.cloneNode(true) as Element;
    for (const signature of Array.from(evil.getElementsByTagNameNS('*', 'Signature'))) {
      signature.parentNode?.removeChild(signature);
    }
    evil.setAttribute('ID', newId());
    const nameId = evil.getElementsByTagNameNS(ASSERTION_NS, 'NameID')[0];
    if (nameId) nameId.textContent = 'priya.patel@saml.example';
    const extensions = doc.createElementNS(PROTOCOL_NS, 'samlp:Extensions');
    extensions.appendChild(root.cloneNode(true));
    evil.insertBefore(extensions, evil.firstChild?.nextSibling ?? null);
    await expectRefused(s, serialize(evil), /Invalid signature/);
  });
});

describe('the metadata and the request guard', () => {
  it('serves the SP metadata from PUBLIC_ORIGIN, whatever the Host', async () => {
    const s = setup({ publicOrigin: 'https://console.acme.example' });
    const res = await s.t.app.request(`http://evil.example/api/sso/saml/${s.connection.id}/metadata`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const { root } = parse(text);
    const base = `https://console.acme.example/api/sso/saml/${s.connection.id}`;
    expect(root.getAttribute('entityID')).toBe(`${base}/metadata`);
    const acs = root.getElementsByTagNameNS('*', 'AssertionConsumerService')[0];
    expect(acs?.getAttribute('Location')).toBe(`${base}/acs`);
    expect(acs?.getAttribute('Binding')).toBe('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST');
    expect(root.getElementsByTagNameNS('*', 'NameIDFormat')[0]?.textContent).toBe(
      'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    );
    expect(text).not.toContain('evil.example');
    expect((await s.t.app.request('http://127.0.0.1:4173/api/sso/saml/nope/metadata')).status).toBe(404);
  });

  it('takes another site’s form only at the assertion consumer', async () => {
    const s = setup();
    const crossSiteForm = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://idp.example' },
      body: 'email=alice%40saml.example',
    };
    const elsewhere = await s.t.app.request(
      'http://127.0.0.1:4173/api/public/auth/sso-enabled',
      crossSiteForm,
    );
    expect(elsewhere.status).toBe(403);
    const sameSiteForm = {
      ...crossSiteForm,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    };
    const notJson = await s.t.app.request('http://127.0.0.1:4173/api/public/auth/sso-enabled', sameSiteForm);
    expect(notJson.status).toBe(415);
  });
});

describe('npm run setup -- --add-sso-saml', () => {
  const files: Record<string, string> = {
    'idp.pem': idp.certPem,
    'junk.pem': '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n',
  };
  const readText = (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error(`ENOENT: ${path}`);
    return text;
  };
  const flags = (changes: Record<string, string | null> = {}, ...extra: string[]) => {
    const given: Record<string, string | null> = {
      name: 'Corp IdP',
      domain: 'Corp.Example',
      'idp-sso-url': idp.ssoUrl,
      'idp-entity-id': idp.entityId,
      'idp-cert-file': 'idp.pem',
      ...changes,
    };
    const pairs = Object.entries(given).flatMap(([flag, value]) =>
      value === null ? [] : [`--${flag}`, value],
    );
    return ['--add-sso-saml', ...pairs, ...extra];
  };

  it('adds a connection whose IdP then signs in, and prints what to register there', async () => {
    const t = makeTestApp();
    const added = addSsoSaml(t.db, t.config, flags({}, '--create-users'), { readText });
    const connection = findSsoConnection(t.db, added.id);
    expect(connection).toMatchObject({
      kind: 'saml',
      oidcIssuer: null,
      oidcClientId: null,
      oidcClientSecret: null,
      name: 'Corp IdP',
      domains: ['corp.example'],
      createUsers: true,
      samlIdpSsoUrl: idp.ssoUrl,
      samlIdpEntityId: idp.entityId,
    });
    const text = added.lines.join('\n');
    expect(text).toContain(samlEntityId(t.config, added.id));
    expect(text).toContain(samlAcsUrl(t.config, added.id));
    if (!connection) throw new Error('not stored');
    const deps = { db: t.db, config: t.config, now: t.now };
    const request = readAuthnRequest(await samlLoginUrl(deps, connection, 'new@corp.example', 'a-browser'));
    const xml = samlResponse(idp, {
      nowMs: t.now(),
      audience: samlEntityId(t.config, added.id),
      destination: samlAcsUrl(t.config, added.id),
      inResponseTo: request.id,
      nameId: 'new@corp.example',
      sign: 'assertion',
    });
    expect(await finishSamlSignIn(deps, connection, toFormValue(xml))).toMatch(/^[\w-]{43}$/);
  });

  it('refuses what could not work, naming the flag, and writes nothing', () => {
    const t = makeTestApp();
    const refused: [string[], RegExp][] = [
      [flags({ 'idp-cert-file': 'junk.pem' }), /holds no X\.509 certificate/],
      [flags({ 'idp-cert-file': 'missing.pem' }), /Cannot read --idp-cert-file/],
      [flags({ domain: null }), /at least one e-mail domain/],
      [flags({ domain: 'alice@corp.example' }), /is not a domain name/],
      [flags({ 'idp-sso-url': 'http://idp.example/sso' }), /must be an https URL/],
      [flags({ 'idp-entity-id': null }), /Give --idp-entity-id/],
      [flags({ name: null }), /Give --name/],
      [flags({}, '--org', 'Acme'), /Unknown option '--org'/],
    ];
    for (const [argv, message] of refused) {
      expect(() => addSsoSaml(t.db, t.config, argv, { readText }), argv.join(' ')).toThrow(message);
    }
    expect(findSsoConnectionForEmail(t.db, 'someone@corp.example')).toBeNull();
    addSsoSaml(t.db, t.config, flags(), { readText });
    expect(() => addSsoSaml(t.db, t.config, flags({ name: 'Again' }), { readText })).toThrow(
      /--domain corp\.example already signs in through "Corp IdP"/,
    );
  });
});

describe('sso-login for a SAML connection', () => {
  it('answers the IdP URL with an AuthnRequest for the e-mail typed', async () => {
    const s = setup();
    const res = await s.t.call('POST', '/api/public/auth/sso-login', { body: { email: MEMBER } });
    expect(res.status, res.text).toBe(200);
    const url = res.json.data.url as string;
    expect(url.startsWith(idp.ssoUrl)).toBe(true);
    expect(new URL(url).searchParams.get('login_hint')).toBe(MEMBER);
    const browser =
      /console_sign_in_browser=([\w-]+); Max-Age=900; Path=\/api\/public\/auth\/retrieve-token; HttpOnly; SameSite=Lax/.exec(
        res.headers.get('set-cookie') ?? '',
      )?.[1];
    expect(browser).toBeTruthy();
    const request = readAuthnRequest(url);
    await expectSignedIn(s, s.respond(request.id), MEMBER, browser);
  });

  it("signs in only the browser that started it: another's sign-in link is refused (login CSRF)", async () => {
    // The attacker starts a sign-in in their own browser, the IdP answers it, and the attacker sends
    // the /login-successful link (or the IdP's form, auto-posted) to a victim.
    const s = setup();
    const request = await s.start();
    const code = await handedBack(s, s.respond(request.id));
    for (const victim of [undefined, randomToken()]) {
      const res = await retrieveToken(s, code, victim);
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(made(s.t).sessions).toBe(0);
    expect((await retrieveToken(s, code, s.browser)).status).toBe(200);
  });
});
