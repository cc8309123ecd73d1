-- Reads that stay fast on the large organisation (issue 6: 5,000 destinations, 200,000 transfers).

-- A destination's activity filters on (environment, destination_id) and pages by (submitted_at, id).
-- With only `transfers_list (environment, …)` and `transfers_by_destination (destination_id, …)` the
-- planner picked the first and walked every transfer of the environment (~1 s a page on the large
-- seed). These match the whole filter and the page order, so a page reads just its own rows and the
-- transfer and integrity streams merge without a sort; with event_log the page is read from the index
-- alone (the entries are then read by id).
CREATE INDEX transfers_activity ON transfers(environment, destination_id, submitted_at, id, event_log);
CREATE INDEX integrity_activity ON integrity_jobs(environment, destination_id, submitted_at, id);

-- The overview chart's rows per UTC day for the whole organisation. Summing 200,000 transfers took
-- most of a second per request and held up every other request of the (single-threaded) server, so
-- the totals are kept per day by the triggers below, which follow every insert, update and delete of
-- a transfer (cascades from a deleted destination included). A transfer counts when it is a job (not
-- an event-log entry) and has ended, on the day it ended: what `dailyTransferStats` reads.
CREATE TABLE transfer_daily_rows (
  environment TEXT NOT NULL,
  day TEXT NOT NULL,
  rows_transferred INTEGER NOT NULL,
  PRIMARY KEY (environment, day)
) WITHOUT ROWID;

INSERT INTO transfer_daily_rows (environment, day, rows_transferred)
  SELECT environment, substr(ended_at, 1, 10), sum(coalesce(rows_transferred, 0))
  FROM transfers WHERE event_log = 0 AND ended_at IS NOT NULL
  GROUP BY environment, substr(ended_at, 1, 10);

CREATE TRIGGER transfer_daily_rows_insert AFTER INSERT ON transfers
  WHEN NEW.event_log = 0 AND NEW.ended_at IS NOT NULL
BEGIN
  INSERT INTO transfer_daily_rows (environment, day, rows_transferred)
    VALUES (NEW.environment, substr(NEW.ended_at, 1, 10), coalesce(NEW.rows_transferred, 0))
    ON CONFLICT (environment, day) DO UPDATE SET rows_transferred = rows_transferred + excluded.rows_transferred;
END;

CREATE TRIGGER transfer_daily_rows_delete AFTER DELETE ON transfers
  WHEN OLD.event_log = 0 AND OLD.ended_at IS NOT NULL
BEGIN
  UPDATE transfer_daily_rows SET rows_transferred = rows_transferred - coalesce(OLD.rows_transferred, 0)
    WHERE environment = OLD.environment AND day = substr(OLD.ended_at, 1, 10);
END;

CREATE TRIGGER transfer_daily_rows_update
  AFTER UPDATE OF environment, event_log, ended_at, rows_transferred ON transfers
BEGIN
  UPDATE transfer_daily_rows SET rows_transferred = rows_transferred - coalesce(OLD.rows_transferred, 0)
    WHERE OLD.event_log = 0 AND OLD.ended_at IS NOT NULL
      AND environment = OLD.environment AND day = substr(OLD.ended_at, 1, 10);
  INSERT INTO transfer_daily_rows (environment, day, rows_transferred)
    SELECT NEW.environment, substr(NEW.ended_at, 1, 10), coalesce(NEW.rows_transferred, 0)
    WHERE NEW.event_log = 0 AND NEW.ended_at IS NOT NULL
    ON CONFLICT (environment, day) DO UPDATE SET rows_transferred = rows_transferred + excluded.rows_transferred;
END;
