-- A sign-in is handed back only to the browser that started it (login CSRF): sso-login and
-- google-oauth-login give that browser a token in a cookie only retrieve-token reads, and its hash
-- goes with the sign-in (the OpenID attempt's id_hash, a SAML request's browser_hash) to the auth code
-- the callback issues. Rows from before have '' and match no browser.
ALTER TABLE saml_requests ADD COLUMN browser_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE auth_codes ADD COLUMN browser_hash TEXT NOT NULL DEFAULT '';
