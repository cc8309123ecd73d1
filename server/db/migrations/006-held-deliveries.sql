-- Issue 23: a delivery the egress rule holds (WEBHOOK_EGRESS=local to another machine, or off) is recorded
-- with the request it would have sent (JSON {method, url, headers, body}, secrets masked), for staff to
-- inspect; NULL for every other attempt. Webhook URLs are sealed at rest from now on: the start-up pass
-- (secrets/seal-existing.ts) seals the ones an earlier version stored in clear.
ALTER TABLE webhook_deliveries ADD COLUMN held_request TEXT;
