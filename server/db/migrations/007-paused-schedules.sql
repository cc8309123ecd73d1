-- Issue 25: a destination's schedule can stop while the destination stays enabled and green (a paused
-- schedule, a queue that stopped): its last transfer succeeded, and nothing has run since. When set,
-- `schedule_paused_at` is when that schedule stopped; the scheduler skips the destination
-- (store/transfer-runs.ts scheduleCandidates) until an update changes its frequency or turns it off
-- and on (store/destination-writes.ts), which makes the schedule anew. Sync Now still runs it. Internal:
-- no read selects it and the wire never carries it; the demo seed stops a few (db/seed/seed-destinations.ts).
ALTER TABLE destinations ADD COLUMN schedule_paused_at TEXT;
