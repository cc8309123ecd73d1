import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML identity provider for tests: one RSA key with a self-signed certificate (make one per test
 * file, key generation is the slow part), and responses built as an IdP writes them, signed with
 * xml-crypto the way IdPs sign (enveloped, exclusive c14n, RSA-SHA256), the response, its assertion,
 * both or neither. xml-crypto directly rather than samlify's IdP role: no schema validator package
 * to install, and tests need to write responses no real IdP would (wrong audience, wrapped assertions).
 */
export const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

export interface TestIdp {
  entityId: string;
  ssoUrl: string;
  certPem: string;
  privateKeyPem: string;
}

// DER, just enough of it for one self-signed certificate.
const der = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : [0x82, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
};
const SHA256_WITH_RSA = der(0x30, Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));
const nameOf = (cn: string) =>
  der(0x30, der(0x31, der(0x30, Buffer.from('0603550403', 'hex'), der(0x0c, Buffer.from(cn)))));
const utcTime = (text: string) => der(0x17, Buffer.from(text));

/** An IdP with a fresh 2048-bit key and a certificate for it (CN = its entity id's host). */
export function makeTestIdp(name = 'idp.example'): TestIdp {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tbs = der(
    0x30,
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, Buffer.concat([Buffer.from([1]), randomBytes(8)])),
    SHA256_WITH_RSA,
    nameOf(name),
    der(0x30, utcTime('200101000000Z'), utcTime('491231235959Z')),
    nameOf(name),
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const cert = der(0x30, tbs, SHA256_WITH_RSA, der(0x03, Buffer.from([0]), signature));
  const lines = cert.toString('base64').match(/.{1,64}/g) ?? [];
  const certPem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  new X509Certificate(certPem); // throws if the DER above were wrong
  return {
    entityId: `https://${name}/saml/metadata`,
    ssoUrl: `https://${name}/saml/sso`,
    certPem,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
  };
}

/** What the SP asked for, read from its HTTP-Redirect URL. */
export function readAuthnRequest(url: string) {
  const request = new URL(url).searchParams.get('SAMLRequest');
  if (!request) throw new Error('No SAMLRequest in the URL');
  const xml = inflateRawSync(Buffer.from(request, 'base64')).toString('utf8');
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new Error('The SAMLRequest is not XML');
  const issuer = root.getElementsByTagNameNS(ASSERTION_NS, 'Issuer')[0]?.textContent ?? '';
  return {
    id: root.getAttribute('ID') ?? '',
    acsUrl: root.getAttribute('AssertionConsumerServiceURL') ?? '',
    destination: root.getAttribute('Destination') ?? '',
    issuer,
    xml,
  };
}

export interface ResponseOptions {
  nowMs: number;
  /** The SP's entity id (the AudienceRestriction). */
  audience: string;
  /** Response@Destination; null leaves it out. */
  destination: string | null;
  /** SubjectConfirmationData@Recipient; the destination when not given. */
  recipient?: string;
  /** Response@InResponseTo; null leaves it out. */
  inResponseTo: string | null;
  /** SubjectConfirmationData@InResponseTo; Response@InResponseTo when not given, null leaves it out. */
  subjectInResponseTo?: string | null;
  nameId: string;
  nameIdFormat?: string;
  /** An `email` attribute beside the NameID. */
  emailAttribute?: string;
  issuer?: string;
  assertionId?: string;
  /** Conditions; 5 minutes either side of now by default. */
  notBeforeMs?: number;
  notOnOrAfterMs?: number;
  /** SubjectConfirmationData@NotOnOrAfter; 5 minutes from now by default. */
  subjectNotOnOrAfterMs?: number;
  sign: 'assertion' | 'response' | 'both' | 'none';
}

const iso = (ms: number) => new Date(ms).toISOString();
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const newId = () => `_${randomBytes(16).toString('hex')}`;

/** The whole Response as an IdP would post it (XML; base64 it for the form with toFormValue). */
export function samlResponse(idp: TestIdp, options: ResponseOptions): string {
  const issuer = escapeXml(options.issuer ?? idp.entityId);
  const now = options.nowMs;
  const subjectInResponseTo =
    options.subjectInResponseTo === undefined ? options.inResponseTo : options.subjectInResponseTo;
  const recipient = options.recipient ?? options.destination ?? '';
  const attr = (name: string, value: string | null | undefined) =>
    value === null || value === undefined ? '' : ` ${name}="${escapeXml(value)}"`;
  const emailAttribute =
    options.emailAttribute === undefined
      ? ''
      : `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escapeXml(
          options.emailAttribute,
        )}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`;
  const assertionId = options.assertionId ?? newId();
  const assertion =
    `<saml:Assertion xmlns:saml="${ASSERTION_NS}" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    '<saml:Subject>' +
    `<saml:NameID Format="${escapeXml(options.nameIdFormat ?? EMAIL_FORMAT)}">${escapeXml(options.nameId)}</saml:NameID>` +
    '<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">' +
    `<saml:SubjectConfirmationData${attr('InResponseTo', subjectInResponseTo)}` +
    ` NotOnOrAfter="${iso(options.subjectNotOnOrAfterMs ?? now + 300_000)}"${attr('Recipient', recipient)}/>` +
    '</saml:SubjectConfirmation></saml:Subject>' +
    `<saml:Conditions NotBefore="${iso(options.notBeforeMs ?? now - 300_000)}" NotOnOrAfter="${iso(
      options.notOnOrAfterMs ?? now + 300_000,
    )}">` +
    `<saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction>` +
    '</saml:Conditions>' +
    `<saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${newId()}"><saml:AuthnContext>` +
    '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>' +
    `</saml:AuthnContext></saml:AuthnStatement>${emailAttribute}</saml:Assertion>`;
  const signedAssertion =
    options.sign === 'assertion' || options.sign === 'both'
      ? signElement(idp, assertion, 'Assertion')
      : assertion;
  const response =
    `<samlp:Response xmlns:samlp="${PROTOCOL_NS}" xmlns:saml="${ASSERTION_NS}" ID="${newId()}" Version="2.0"` +
    ` IssueInstant="${iso(now)}"${attr('Destination', options.destination)}${attr('InResponseTo', options.inResponseTo)}>` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    '<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>' +
    `${signedAssertion}</samlp:Response>`;
  return options.sign === 'response' || options.sign === 'both'
    ? signElement(idp, response, 'Response')
    : response;
}

/** Signs the outermost `element` of `xml` (enveloped), the signature right after its Issuer. */
function signElement(idp: TestIdp, xml: string, element: 'Assertion' | 'Response') {
  const signer = new SignedXml({
    privateKey: idp.privateKeyPem,
    publicCert: idp.certPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  const target = `/*[local-name(.)='${element}']`;
  signer.addReference({
    xpath: target,
    digestAlgorithm: SHA256,
    transforms: [`${DSIG}enveloped-signature`, EXC_C14N],
  });
  signer.computeSignature(xml, {
    location: { reference: `${target}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** The form field as the IdP's page posts it. */
export const toFormValue = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');
