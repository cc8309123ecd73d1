-- Sign-in limits (auth/sign-in-limits.ts), in the database so that a restart does not reset them.
-- Subjects are 'email:<address>' or 'address:<client address or IPv6 /64>'; known and unknown
-- e-mails are counted alike. Every row says when it may be forgotten and is deleted after that.

-- Wrong one-time codes, counted across codes (a new code does not reset them), with the lock they earned.
CREATE TABLE sign_in_failures (
  subject TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  locked_until_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_by_expiry ON sign_in_failures(expires_at_ms);

-- One-time code requests in the current window (it starts at the first request and lasts 15 minutes).
CREATE TABLE code_requests (
  subject TEXT PRIMARY KEY,
  requests INTEGER NOT NULL,
  window_ends_at_ms INTEGER NOT NULL
);
CREATE INDEX code_requests_by_window ON code_requests(window_ends_at_ms);
