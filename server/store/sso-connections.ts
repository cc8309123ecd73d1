import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { openSecret, sealSecret } from '../secrets/secret-box.ts';

/**
 * The organisation's SSO connections: each an OpenID Connect or SAML identity provider for
 * one or more e-mail domains. An e-mail's domain picks its connection, and the organisation has SSO
 * when it has any (store/organization.ts). The OIDC client secret is sealed at rest and opened only
 * here, for the sign-in that needs it; nothing returns it over the API or logs it.
 */
export type SsoKind = 'oidc' | 'saml';

export interface SsoConnection {
  id: string;
  kind: SsoKind;
  name: string;
  /** Lower-case domains; an e-mail belongs to the connection when its part after @ is one of them. */
  domains: string[];
  /** Whether a vouched-for e-mail of these domains becomes an app user on its first sign-in. */
  createUsers: boolean;
  oidcIssuer: string | null;
  oidcClientId: string | null;
  /** Opened (clear); sealed in the table. */
  oidcClientSecret: string | null;
  samlIdpSsoUrl: string | null;
  samlIdpEntityId: string | null;
  samlIdpCert: string | null;
  createdAt: string;
}

export type SsoConnectionInput = Omit<SsoConnection, 'id' | 'createdAt'> & {
  id?: string;
  createdAt?: string;
};

interface SsoConnectionRow {
  id: string;
  kind: SsoKind;
  name: string;
  domains: string;
  create_users: number;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  oidc_client_secret: string | null;
  saml_idp_sso_url: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_cert: string | null;
  created_at: string;
}

const fromRow = (db: Db, row: SsoConnectionRow): SsoConnection => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  domains: JSON.parse(row.domains) as string[],
  createUsers: row.create_users === 1,
  oidcIssuer: row.oidc_issuer,
  oidcClientId: row.oidc_client_id,
  oidcClientSecret: row.oidc_client_secret === null ? null : openSecret(db, row.oidc_client_secret),
  samlIdpSsoUrl: row.saml_idp_sso_url,
  samlIdpEntityId: row.saml_idp_entity_id,
  samlIdpCert: row.saml_idp_cert,
  createdAt: row.created_at,
});

/** The part after the last @, lower-cased: what a connection's domains are compared with. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function listSsoConnections(db: Db): SsoConnection[] {
  const rows = db
    .prepare('SELECT * FROM sso_connections ORDER BY created_at, id')
    .all() as SsoConnectionRow[];
  return rows.map((row) => fromRow(db, row));
}

export function findSsoConnection(db: Db, id: string): SsoConnection | null {
  const row = db.prepare('SELECT * FROM sso_connections WHERE id = ?').get(id) as
    | SsoConnectionRow
    | undefined;
  return row ? fromRow(db, row) : null;
}

/** The connection whose domains hold the e-mail's domain, or null (the e-mail signs in without SSO). */
export function findSsoConnectionForEmail(db: Db, email: string): SsoConnection | null {
  const row = db
    .prepare(
      `SELECT c.* FROM sso_connections c, json_each(c.domains) d
       WHERE d.value = ? ORDER BY c.created_at, c.id LIMIT 1`,
    )
    .get(emailDomain(email)) as SsoConnectionRow | undefined;
  return row ? fromRow(db, row) : null;
}

/** Whether the organisation has any SSO connection (its sso_enabled). */
export const hasSsoConnections = (db: Db) =>
  db.prepare('SELECT 1 FROM sso_connections LIMIT 1').get() !== undefined;

/** The connection already holding one of `domains`, if any: a domain belongs to one connection only. */
export function connectionHoldingDomain(db: Db, domains: string[]): SsoConnection | null {
  for (const domain of domains) {
    const found = findSsoConnectionForEmail(db, `x@${domain}`);
    if (found) return found;
  }
  return null;
}

export function insertSsoConnection(db: Db, input: SsoConnectionInput): SsoConnection {
  const id = input.id ?? randomUUID();
  db.prepare(
    `INSERT INTO sso_connections (id, kind, name, domains, create_users, oidc_issuer, oidc_client_id,
       oidc_client_secret, saml_idp_sso_url, saml_idp_entity_id, saml_idp_cert, created_at)
     VALUES (@id, @kind, @name, @domains, @createUsers, @oidcIssuer, @oidcClientId, @oidcClientSecret,
       @samlIdpSsoUrl, @samlIdpEntityId, @samlIdpCert, @createdAt)`,
  ).run({
    id,
    kind: input.kind,
    name: input.name,
    domains: JSON.stringify(input.domains.map((domain) => domain.toLowerCase())),
    createUsers: input.createUsers ? 1 : 0,
    oidcIssuer: input.oidcIssuer,
    oidcClientId: input.oidcClientId,
    oidcClientSecret: input.oidcClientSecret === null ? null : sealSecret(db, input.oidcClientSecret),
    samlIdpSsoUrl: input.samlIdpSsoUrl,
    samlIdpEntityId: input.samlIdpEntityId,
    samlIdpCert: input.samlIdpCert,
    createdAt: input.createdAt ?? new Date().toISOString(),
  });
  return findSsoConnection(db, id) as SsoConnection;
}

/** Points an OIDC connection at another issuer and client (the demo's provider, on each start). */
export function updateOidcClient(
  db: Db,
  id: string,
  client: { issuer: string; clientId: string; clientSecret: string },
): void {
  db.prepare(
    'UPDATE sso_connections SET oidc_issuer = ?, oidc_client_id = ?, oidc_client_secret = ? WHERE id = ?',
  ).run(client.issuer, client.clientId, sealSecret(db, client.clientSecret), id);
}

/** Removes a connection (its pending sign-ins go with it); false when there was none. */
export const deleteSsoConnection = (db: Db, id: string): boolean =>
  db.prepare('DELETE FROM sso_connections WHERE id = ?').run(id).changes === 1;
