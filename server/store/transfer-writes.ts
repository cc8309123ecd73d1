import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import type { Db } from '../db/connection.ts';
import type { TransferRow } from './transfers.ts';

/**
 * Every write to the transfers table: a new PENDING transfer (API or scheduler), and the engine's
 * start, plan, progress and final state, plus the event-log row of an orphaned run.
 */
export interface NewTransfer {
  id: string;
  environment: Environment;
  destinationId: string;
  fullRefresh: boolean;
  models: string[];
  submittedAt: string;
  startWindow: string | null;
  endWindow: string | null;
  tags: Record<string, string>;
}

export function insertTransfer(db: Db, t: NewTransfer): void {
  db.prepare(
    `INSERT INTO transfers (id, environment, destination_id, status, full_refresh, models, model_metrics,
       rows_transferred, submitted_at, start_transfer_window_at, end_transfer_window_at, tags, event_log)
     VALUES (?, ?, ?, 'PENDING', ?, ?, '[]', NULL, ?, ?, ?, ?, 0)`,
  ).run(
    t.id,
    t.environment,
    t.destinationId,
    t.fullRefresh ? 1 : 0,
    JSON.stringify(t.models),
    t.submittedAt,
    t.startWindow,
    t.endWindow,
    JSON.stringify(t.tags),
  );
}

export function startTransfer(db: Db, id: string, startedAt: string, plan: object): void {
  db.prepare(
    `UPDATE transfers SET status = 'RUNNING', started_at = ?, plan = ?, model_metrics = '[]',
       rows_transferred = 0 WHERE id = ? AND status = 'PENDING'`,
  ).run(startedAt, JSON.stringify(plan), id);
}

export function saveTransferPlan(db: Db, id: string, plan: object): void {
  db.prepare('UPDATE transfers SET plan = ? WHERE id = ?').run(JSON.stringify(plan), id);
}

export function saveTransferProgress(db: Db, id: string, metrics: ModelMetric[], rows: number): void {
  db.prepare('UPDATE transfers SET model_metrics = ?, rows_transferred = ? WHERE id = ?').run(
    JSON.stringify(metrics),
    rows,
    id,
  );
}

/** Writes the final state; false when the transfer had already ended (only PENDING or RUNNING can finish). */
export function endTransfer(
  db: Db,
  id: string,
  end: { status: string; metrics: ModelMetric[]; rows: number; endedAt: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE transfers SET status = ?, model_metrics = ?, rows_transferred = ?, ended_at = ?, plan = NULL
         WHERE id = ? AND status IN ('PENDING', 'RUNNING')`,
      )
      .run(end.status, JSON.stringify(end.metrics), end.rows, end.endedAt, id).changes > 0
  );
}

/** The destination's activity entry saying why a transfer was orphaned (an event-log row). */
export function insertOrphanedLogEntry(
  db: Db,
  row: Pick<TransferRow, 'id' | 'environment' | 'destination_id' | 'status'>,
  atIso: string,
  entryId: string,
): void {
  const tags = { event: 'transfer_orphaned', transfer_id: row.id, previous_status: row.status };
  db.prepare(
    `INSERT INTO transfers (id, environment, destination_id, status, models, model_metrics, submitted_at,
       ended_at, tags, event_log) VALUES (?, ?, ?, 'ORPHANED', '[]', '[]', ?, ?, ?, 1)`,
  ).run(entryId, row.environment, row.destination_id, atIso, atIso, JSON.stringify(tags));
}
