-- Issue 4: what sources, models, magic links and webhooks need beyond the initial data model.

-- The tables and columns each source exposes, so a model can be validated against its source
-- without reaching the customer's database (the reference server has no real connection).
CREATE TABLE source_catalog (
  source_id TEXT NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
  schema_name TEXT NOT NULL,
  table_name TEXT NOT NULL,
  column_name TEXT NOT NULL,
  data_type TEXT NOT NULL,
  PRIMARY KEY (source_id, schema_name, table_name, column_name)
);

-- A magic link's token is only stored as its SHA-256; the link itself is shown to staff, who share it.
ALTER TABLE magic_links ADD COLUMN token_hash TEXT;
CREATE UNIQUE INDEX magic_links_by_token ON magic_links(token_hash);

-- How long each delivery attempt took (milliseconds), shown with the attempt's outcome.
ALTER TABLE webhook_deliveries ADD COLUMN duration_ms INTEGER;

-- Key pairs the server itself owns (the webhook signing key), generated once and kept.
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
