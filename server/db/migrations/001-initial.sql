-- The whole data model of SPEC.md §3 plus the sign-in tables.
-- Data timestamps are ISO-8601 UTC text with milliseconds (fixed width, so text order = time order);
-- sign-in bookkeeping uses epoch milliseconds (columns ending in _ms).
-- JSON columns hold wire-shaped values; `secrets` columns hold what the API must never return.

CREATE TABLE organizations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  default_frequency_minutes INTEGER NOT NULL,
  fastest_allowed_frequency_minutes INTEGER NOT NULL,
  sources_schema_tenanted INTEGER NOT NULL DEFAULT 0,
  sso_enabled INTEGER NOT NULL DEFAULT 0,
  sso_domains TEXT NOT NULL DEFAULT '[]',
  aws_iam_role_id TEXT,
  aws_iam_role_name TEXT,
  gcp_iam_role_id TEXT,
  gcp_iam_role_name TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE app_users (
  id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL
);

-- Only the SHA-256 of the cookie value is stored.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES app_users(id) ON DELETE CASCADE,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);
CREATE INDEX sessions_by_expiry ON sessions(expires_at_ms);

-- One live passwordless code per e-mail; a new request replaces it.
CREATE TABLE one_time_codes (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  code_hash TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL
);

-- A pending sign-in at the stub identity provider (SSO or Google).
CREATE TABLE auth_requests (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('sso', 'google')),
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  approved_at_ms INTEGER
);

-- The single-use code the identity provider hands back to /login-successful.
CREATE TABLE auth_codes (
  code_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  used_at_ms INTEGER
);

-- Demo mode only: the e-mails the server would have sent, readable at /api/dev/outbox.
CREATE TABLE outbox_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at TEXT NOT NULL
);

CREATE TABLE sources (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  name TEXT NOT NULL,
  vendor TEXT NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}',
  secrets TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX sources_list ON sources(environment, created_at, id);

CREATE TABLE models (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  model_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  source_id TEXT REFERENCES sources(id) ON DELETE SET NULL,
  source_table TEXT NOT NULL,
  source_schema TEXT NOT NULL,
  organization_column TEXT NOT NULL,
  columns TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (environment, model_name)
);
CREATE INDEX models_list ON models(environment, created_at, id);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  product_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  is_system_product INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (environment, product_name)
);
CREATE INDEX products_list ON products(environment, created_at, id);

CREATE TABLE product_models (
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  model_id TEXT NOT NULL REFERENCES models(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, model_id)
);
CREATE INDEX product_models_by_model ON product_models(model_id);

CREATE TABLE recipients (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  name TEXT NOT NULL,
  id_in_provider_system TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (environment, id_in_provider_system)
);
CREATE INDEX recipients_list ON recipients(environment, created_at, id);

CREATE TABLE recipient_products (
  recipient_id TEXT NOT NULL REFERENCES recipients(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (recipient_id, product_id)
);
CREATE INDEX recipient_products_by_product ON recipient_products(product_id);

CREATE TABLE recipient_source_credentials (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  recipient_id TEXT NOT NULL REFERENCES recipients(id) ON DELETE CASCADE,
  source_id TEXT NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
  username TEXT NOT NULL,
  secrets TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (recipient_id, source_id)
);
CREATE INDEX recipient_source_credentials_list ON recipient_source_credentials(environment, created_at, id);

-- settings/secrets are keyed by vendor ({"postgres": {...}}) exactly as on the wire.
-- last_* columns are denormalised from transfers by refreshTransferSummary() only.
CREATE TABLE destinations (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  name TEXT NOT NULL,
  vendor TEXT NOT NULL,
  recipient_id TEXT NOT NULL REFERENCES recipients(id) ON DELETE RESTRICT,
  is_enabled INTEGER NOT NULL DEFAULT 1,
  frequency_minutes INTEGER NOT NULL DEFAULT 0 CHECK (frequency_minutes IN (0, 15, 60, 360, 720, 1440)),
  enabled_models TEXT NOT NULL DEFAULT '["*"]',
  settings TEXT NOT NULL DEFAULT '{}',
  secrets TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_successful_transfer_ended_at TEXT,
  last_transfer_id TEXT,
  last_transfer_status TEXT,
  last_transfer_rows INTEGER,
  last_transfer_submitted_at TEXT,
  last_transfer_ended_at TEXT
);
CREATE INDEX destinations_list ON destinations(environment, created_at, id);
CREATE INDEX destinations_by_recipient ON destinations(recipient_id);

CREATE TABLE destination_products (
  destination_id TEXT NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
  product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (destination_id, product_id)
);
CREATE INDEX destination_products_by_product ON destination_products(product_id);

CREATE TABLE transfers (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  destination_id TEXT NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN
    ('PENDING', 'RUNNING', 'SUCCESS', 'ERROR', 'PARTIAL_FAILURE', 'CANCELLED', 'ORPHANED', 'EXPIRED')),
  full_refresh INTEGER NOT NULL DEFAULT 0,
  models TEXT NOT NULL DEFAULT '[]',
  model_metrics TEXT NOT NULL DEFAULT '[]',
  rows_transferred INTEGER,
  submitted_at TEXT NOT NULL,
  started_at TEXT,
  ended_at TEXT,
  start_transfer_window_at TEXT,
  end_transfer_window_at TEXT,
  tags TEXT NOT NULL DEFAULT '{}',
  event_log INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX transfers_by_destination ON transfers(destination_id, submitted_at, id);
CREATE INDEX transfers_list ON transfers(environment, submitted_at, id);
CREATE INDEX transfers_active ON transfers(status) WHERE status IN ('PENDING', 'RUNNING');

CREATE TABLE integrity_jobs (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  destination_id TEXT NOT NULL REFERENCES destinations(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'RUNNING', 'SUCCESS', 'ERROR', 'CANCELLED')),
  check_value_integrity INTEGER NOT NULL DEFAULT 0,
  models TEXT NOT NULL DEFAULT '[]',
  submitted_at TEXT NOT NULL,
  started_at TEXT,
  ended_at TEXT,
  log_message TEXT,
  results TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX integrity_by_destination ON integrity_jobs(destination_id, submitted_at, id);
CREATE INDEX integrity_active ON integrity_jobs(status) WHERE status IN ('PENDING', 'RUNNING');

CREATE TABLE magic_links (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  name TEXT NOT NULL,
  recipient_id TEXT NOT NULL REFERENCES recipients(id) ON DELETE CASCADE,
  vendor TEXT NOT NULL,
  host TEXT,
  bucket_name TEXT,
  bucket_vendor TEXT,
  bucket_access_id TEXT,
  metastore TEXT,
  set_destination_enabled INTEGER NOT NULL DEFAULT 1,
  redirect_url TEXT,
  link TEXT NOT NULL,
  has_been_used INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX magic_links_list ON magic_links(environment, created_at, id);

CREATE TABLE webhooks (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  name TEXT NOT NULL,
  vendor TEXT NOT NULL CHECK (vendor IN ('generic_post', 'generic_get', 'slack', 'pagerduty', 'datadog')),
  url TEXT NOT NULL,
  api_version TEXT NOT NULL DEFAULT '2023-10-15',
  events TEXT NOT NULL DEFAULT '[]',
  api_key TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX webhooks_list ON webhooks(environment, created_at, id);

-- One row per delivery attempt; next_attempt_at is set while a retry is due.
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,
  webhook_id TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempt INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  succeeded INTEGER NOT NULL DEFAULT 0,
  attempted_at TEXT NOT NULL,
  next_attempt_at TEXT
);
CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries(webhook_id, attempted_at, id);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_attempt_at) WHERE next_attempt_at IS NOT NULL;

-- The organisation's primary/secondary keys and per-recipient keys (SSH tunnels, SFTP).
CREATE TABLE ssh_keys (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  owner TEXT NOT NULL CHECK (owner IN ('primary', 'secondary', 'recipient')),
  recipient_id TEXT REFERENCES recipients(id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,
  public_key_pkcs8 TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX ssh_keys_by_owner ON ssh_keys(environment, owner, recipient_id);
