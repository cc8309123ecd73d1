-- SAML sign-in (auth/saml-sp.ts, auth/saml-assertion.ts). Both tables make a response
-- usable once, whatever the identity provider does: every row says when it may be forgotten and is
-- deleted after that.

-- AuthnRequests we sent: a response is accepted only in reply to one of these, for its connection,
-- before it expires; accepting one deletes it, so each request id signs in once.
CREATE TABLE saml_requests (
  id TEXT PRIMARY KEY,
  connection_id TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX saml_requests_by_expiry ON saml_requests(expires_at_ms);

-- Assertion ids already accepted, kept until the assertion itself has expired (a replay after that
-- is refused as expired).
CREATE TABLE saml_assertions (
  connection_id TEXT NOT NULL,
  assertion_id TEXT NOT NULL,
  used_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  PRIMARY KEY (connection_id, assertion_id)
);
CREATE INDEX saml_assertions_by_expiry ON saml_assertions(expires_at_ms);
