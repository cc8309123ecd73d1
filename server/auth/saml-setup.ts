import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLoopbackHost } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { MAX_NAME_CHARS, MAX_URL_CHARS } from '../http/json-limits.ts';
import { findSsoConnectionForEmail, insertSsoConnection } from '../store/sso-connections.ts';
import { type SpOriginConfig, samlAcsUrl, samlEntityId } from './saml-sp.ts';

/**
 * `npm run setup -- --add-sso-saml …` (server/setup.ts calls addSsoSaml with its argv): adds a SAML
 * connection from what the IdP's administrator hands over (its SSO URL, entity id and signing
 * certificate), then prints what to register there. Everything is checked before anything is written:
 * a certificate that does not parse would only show up as every sign-in refused.
 */
export const ADD_SSO_SAML_USAGE =
  'npm run setup -- --add-sso-saml --name "Acme Okta" --domain acme.example ' +
  '--idp-sso-url https://idp.acme.example/sso --idp-entity-id https://idp.acme.example ' +
  '--idp-cert-file idp.pem [--create-users]';

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function usage(message: string): never {
  throw new Error(`${message}\nUsage: ${ADD_SSO_SAML_USAGE}`);
}

/** The IdP's SSO URL: https, or http on this machine (a test IdP). */
function ssoUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return usage(`--idp-sso-url ${value} is not a URL.`);
  }
  const local = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !local) usage('--idp-sso-url must be an https URL.');
  if (value.length > MAX_URL_CHARS) usage(`--idp-sso-url is longer than ${MAX_URL_CHARS} characters.`);
  return url.toString();
}

/** The certificate as PEM, re-encoded from what parsed; what it says about its dates, for the admin. */
function certificate(path: string, readText: (path: string) => string) {
  let text: string;
  try {
    text = readText(path);
  } catch (error) {
    return usage(`Cannot read --idp-cert-file ${path}: ${error instanceof Error ? error.message : error}`);
  }
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(text);
  } catch {
    return usage(`--idp-cert-file ${path} holds no X.509 certificate (PEM, as the IdP's metadata gives it).`);
  }
  return { pem: cert.toString(), validTo: new Date(cert.validTo) };
}

export interface AddedSamlConnection {
  id: string;
  lines: string[];
}

/**
 * Parses the --add-sso-saml flags of `argv` (process.argv after the script) and inserts the
 * connection. Throws an Error whose message says what to fix; returns the lines to print.
 */
export function addSsoSaml(
  db: Db,
  config: SpOriginConfig,
  argv: string[],
  options: { readText?: (path: string) => string; nowMs?: number } = {},
): AddedSamlConnection {
  let values: Record<string, string | string[] | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      options: {
        'add-sso-saml': { type: 'boolean' },
        name: { type: 'string' },
        domain: { type: 'string', multiple: true },
        'idp-sso-url': { type: 'string' },
        'idp-entity-id': { type: 'string' },
        'idp-cert-file': { type: 'string' },
        'create-users': { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const text = (flag: string) => {
    const value = values[flag];
    return typeof value === 'string' && value.trim() ? value.trim() : usage(`Give --${flag}.`);
  };
  const name = text('name');
  if (name.length > MAX_NAME_CHARS) usage(`--name must be at most ${MAX_NAME_CHARS} characters.`);
  const given = Array.isArray(values.domain) ? values.domain : [];
  const domains = [...new Set(given.map((domain) => domain.trim().toLowerCase()))];
  if (!domains.length) usage('Name at least one e-mail domain with --domain.');
  const notDomain = domains.find((domain) => !DOMAIN.test(domain));
  if (notDomain !== undefined) usage(`--domain ${notDomain} is not a domain name (acme.example, no @).`);
  const taken = domains
    .map((domain) => ({ domain, owner: findSsoConnectionForEmail(db, `someone@${domain}`) }))
    .find(({ owner }) => owner !== null);
  if (taken) usage(`--domain ${taken.domain} already signs in through "${taken.owner?.name}".`);
  const idpSsoUrl = ssoUrl(text('idp-sso-url'));
  const idpEntityId = text('idp-entity-id');
  if (idpEntityId.length > MAX_URL_CHARS)
    usage(`--idp-entity-id is longer than ${MAX_URL_CHARS} characters.`);
  const cert = certificate(text('idp-cert-file'), options.readText ?? ((path) => readFileSync(path, 'utf8')));

  const connection = insertSsoConnection(db, {
    kind: 'saml',
    oidcIssuer: null,
    oidcClientId: null,
    oidcClientSecret: null,
    name,
    domains,
    createUsers: values['create-users'] === true,
    samlIdpSsoUrl: idpSsoUrl,
    samlIdpEntityId: idpEntityId,
    samlIdpCert: cert.pem,
  });
  const lines = [
    `Added the SAML connection "${name}" (${connection.id}) for ${domains.join(', ')}.`,
    'Register this service provider at the IdP (signed assertions or responses, NameID an e-mail):',
    `  Entity id (the audience, also the metadata URL): ${samlEntityId(config, connection.id)}`,
    `  ACS URL (HTTP-POST binding): ${samlAcsUrl(config, connection.id)}`,
    values['create-users'] === true
      ? 'Anyone the IdP signs in with one of these domains becomes a member at the first sign-in.'
      : 'Only members sign in (add them with --member); anyone else the IdP signs in is refused.',
  ];
  if (cert.validTo.getTime() <= (options.nowMs ?? Date.now())) {
    lines.push(`Warning: the IdP certificate expired on ${cert.validTo.toISOString()}; ask for its new one.`);
  }
  return { id: connection.id, lines };
}
