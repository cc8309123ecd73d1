import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import type { Db } from '../db/connection.ts';
import { TRANSFER_COLUMNS, type TransferRow } from './transfers.ts';

/**
 * The engine's reads and writes of transfers (runner/): picking what is due, starting, reporting
 * progress, finishing, and the event-log row of an orphaned run. Queries repeat
 * `status IN ('PENDING', 'RUNNING')` so SQLite uses the partial index transfers_active instead of
 * scanning every transfer ever made.
 */
export interface RunningTransferRow extends TransferRow {
  /** The engine's plan as JSON; null for a run started before the engine planned it. */
  plan: string | null;
}

export function runningTransfers(db: Db): RunningTransferRow[] {
  return db
    .prepare(
      `SELECT ${TRANSFER_COLUMNS}, t.plan FROM transfers t
       WHERE t.status IN ('PENDING', 'RUNNING') AND t.status = 'RUNNING' AND t.event_log = 0`,
    )
    .all() as RunningTransferRow[];
}

/** PENDING transfers submitted by `submittedBefore`, oldest first, whose destination runs none. */
export function dueTransfers(db: Db, submittedBefore: string, limit: number): TransferRow[] {
  return db
    .prepare(
      `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.status IN ('PENDING', 'RUNNING') AND t.status = 'PENDING'
       AND t.event_log = 0
       AND t.submitted_at <= ? AND NOT EXISTS (
         SELECT 1 FROM transfers r WHERE r.destination_id = t.destination_id AND r.status = 'RUNNING')
       ORDER BY t.submitted_at, t.rowid LIMIT ?`,
    )
    .all(submittedBefore, limit) as TransferRow[];
}

/** RUNNING transfers, and PENDING ones submitted before `staleBefore`: what a stop interrupted. */
export function interruptedTransfers(db: Db, staleBefore: string): TransferRow[] {
  return db
    .prepare(
      `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.event_log = 0
       AND t.status IN ('PENDING', 'RUNNING') AND (t.status = 'RUNNING' OR t.submitted_at < ?)`,
    )
    .all(staleBefore) as TransferRow[];
}

/** The last transfer of the destination that ended (event-log rows aside). */
export function lastEndedTransfer(
  db: Db,
  destinationId: string,
): { status: string; model_metrics: string; ended_at: string } | undefined {
  return db
    .prepare(
      `SELECT status, model_metrics, ended_at FROM transfers WHERE destination_id = ? AND event_log = 0
       AND ended_at IS NOT NULL AND status NOT IN ('PENDING', 'RUNNING') ORDER BY ended_at DESC, id DESC LIMIT 1`,
    )
    .get(destinationId) as { status: string; model_metrics: string; ended_at: string } | undefined;
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

/** Enabled destinations with their last submitted transfer and whether one is still in flight. */
export interface ScheduleCandidate {
  id: string;
  environment: 'prod' | 'staging';
  frequency_minutes: number;
  last_submitted: string | null;
  busy: number;
}

export function scheduleCandidates(db: Db): ScheduleCandidate[] {
  return db
    .prepare(
      `SELECT d.id, d.environment, d.frequency_minutes,
         (SELECT max(submitted_at) FROM transfers t WHERE t.destination_id = d.id AND t.event_log = 0)
           AS last_submitted,
         EXISTS (SELECT 1 FROM transfers t WHERE t.destination_id = d.id AND t.status IN ('PENDING', 'RUNNING'))
           AS busy
       FROM destinations d WHERE d.is_enabled = 1 ORDER BY d.created_at, d.id`,
    )
    .all() as ScheduleCandidate[];
}
