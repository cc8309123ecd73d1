-- The transfer engine (server/runner/) and the one event function (server/runner/events.ts).

-- Every event the server publishes (transfer outcomes, destination writes, ...). Webhook deliveries
-- are made from these rows by a later issue; `data` is the event's JSON payload.
CREATE TABLE events (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL CHECK (environment IN ('prod', 'staging')),
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX events_list ON events(environment, created_at, id);
-- The engine asks whether a destination was updated since its last failure.
CREATE INDEX events_by_type ON events(type, created_at);

-- What a RUNNING transfer will do (per-model rows and errors), fixed when it starts so the outcome
-- does not shift while it runs. Internal to the engine: reads never select it.
ALTER TABLE transfers ADD COLUMN plan TEXT;

