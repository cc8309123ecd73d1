import { randomUUID } from 'node:crypto';
import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import { iso } from '../db/seed/time.ts';
import { TRANSFER_COLUMNS, type TransferRow } from '../store/transfers.ts';
import type { EventDeps } from './events.ts';
import { finishTransfer } from './finish-transfer.ts';

/**
 * Start-up recovery. Nothing runs while the server is down, so a transfer that was RUNNING (or has
 * been PENDING longer than STALE_PENDING_MS, i.e. queued before a stop) cannot be trusted to have
 * finished: it becomes ORPHANED, keeping the models it had reported, and an event-log entry in the
 * destination's activity records why. Interrupted integrity checks end in ERROR with a log message.
 */
export const STALE_PENDING_MS = 5 * 60_000;
export const INTERRUPTED_CHECK_MESSAGE =
  'The check was interrupted because the server stopped. Run it again.';

export function recoverInterrupted(deps: EventDeps): { transfers: number; checks: number } {
  const { db } = deps;
  const nowMs = deps.now();
  const staleBefore = iso(nowMs - STALE_PENDING_MS);
  const stuck = db
    .prepare(
      `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.event_log = 0
       AND t.status IN ('PENDING', 'RUNNING') AND (t.status = 'RUNNING' OR t.submitted_at < ?)`,
    )
    .all(staleBefore) as TransferRow[];
  const recordEvent = db.prepare(
    `INSERT INTO transfers (id, environment, destination_id, status, models, model_metrics, submitted_at,
       ended_at, tags, event_log) VALUES (?, ?, ?, 'ORPHANED', '[]', '[]', ?, ?, ?, 1)`,
  );
  let transfers = 0;
  for (const row of stuck) {
    const finished = finishTransfer(deps, row, 'ORPHANED', JSON.parse(row.model_metrics) as ModelMetric[]);
    if (!finished) continue;
    transfers++;
    const tags = { event: 'transfer_orphaned', transfer_id: row.id, previous_status: row.status };
    recordEvent.run(
      randomUUID(),
      row.environment,
      row.destination_id,
      iso(nowMs),
      iso(nowMs),
      JSON.stringify(tags),
    );
  }
  const checks = db
    .prepare(
      `UPDATE integrity_jobs SET status = 'ERROR', ended_at = ?, log_message = ?
       WHERE status IN ('PENDING', 'RUNNING') AND (status = 'RUNNING' OR submitted_at < ?)`,
    )
    .run(iso(nowMs), INTERRUPTED_CHECK_MESSAGE, staleBefore).changes;
  if (transfers || checks) {
    deps.log.info(
      `[runner] recovered after restart: ${transfers} transfers orphaned, ${checks} checks failed`,
    );
  }
  return { transfers, checks };
}
