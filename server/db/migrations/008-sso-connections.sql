-- Sign-in through identity providers: the organisation's identity providers, one row per connection. An e-mail's
-- domain picks its connection (store/sso-connections.ts); the organisation's sso_enabled follows from
-- whether it has any, so the two columns that said it by hand go. `domains` is a JSON array of
-- lower-case domains; `oidc_client_secret` is sealed (secrets/secret-columns.ts). With `create_users`
-- an e-mail of the connection's domains that the provider vouches for becomes an app user on its first
-- sign-in; without it only existing members get in.
CREATE TABLE sso_connections (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('oidc', 'saml')),
  name TEXT NOT NULL,
  domains TEXT NOT NULL,
  create_users INTEGER NOT NULL DEFAULT 0,
  oidc_issuer TEXT,
  oidc_client_id TEXT,
  oidc_client_secret TEXT,
  saml_idp_sso_url TEXT,
  saml_idp_entity_id TEXT,
  saml_idp_cert TEXT,
  created_at TEXT NOT NULL
);

ALTER TABLE organizations DROP COLUMN sso_enabled;
ALTER TABLE organizations DROP COLUMN sso_domains;

-- A sign-in sent to an identity provider and not yet back (auth/oidc-sign-in.ts): found by the hash of
-- the short-lived sign-in cookie's value, used once. It replaces the stub identity page's requests.
-- `connection_id` is NULL for Google; `code_verifier` (PKCE) is sealed, and gone with the row.
DROP TABLE auth_requests;
CREATE TABLE sign_in_attempts (
  id_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL CHECK (provider IN ('sso', 'google')),
  connection_id TEXT REFERENCES sso_connections(id) ON DELETE CASCADE,
  state TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX sign_in_attempts_by_expiry ON sign_in_attempts(expires_at_ms);
