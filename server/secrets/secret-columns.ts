/**
 * Every column that holds a secret, sealed by secret-box.ts. One list, so the seed's inserter, the
 * start-up pass that seals old clear values, the key check and the tests cannot disagree on which
 * columns are secret. `key` is the column that names a row (for the in-place UPDATE).
 */
export interface SecretColumn {
  table: string;
  column: string;
  key: string;
}

export const SECRET_COLUMNS: readonly SecretColumn[] = [
  { table: 'destinations', column: 'secrets', key: 'id' },
  { table: 'sources', column: 'secrets', key: 'id' },
  { table: 'recipient_source_credentials', column: 'secrets', key: 'id' },
  { table: 'webhooks', column: 'api_key', key: 'id' },
  // The whole URL: it may carry a token (Slack's path, userinfo, ?token=); reads mask it
  // (src/api/wire/webhook-url.ts).
  { table: 'webhooks', column: 'url', key: 'id' },
  { table: 'ssh_keys', column: 'private_key', key: 'id' },
  { table: 'server_keys', column: 'private_key', key: 'name' },
  // The shareable URL holds the raw token; staff copy it from the list, lookups use token_hash.
  { table: 'magic_links', column: 'link', key: 'id' },
  // An SSO connection's OpenID client secret, and the PKCE verifier of a sign-in on its way.
  { table: 'sso_connections', column: 'oidc_client_secret', key: 'id' },
  { table: 'sign_in_attempts', column: 'code_verifier', key: 'id_hash' },
];

/** The secret columns of one table (empty for a table without secrets). */
export const secretColumnsOf = (table: string): string[] =>
  SECRET_COLUMNS.filter((c) => c.table === table).map((c) => c.column);
