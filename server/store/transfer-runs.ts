import type { Db } from '../db/connection.ts';
import { TRANSFER_COLUMNS, type TransferRow } from './transfers.ts';

/**
 * The engine's reads of transfers (runner/): what runs, what is due, what a stop interrupted, the
 * last outcome, and which destinations the scheduler may enqueue for. Queries repeat
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

/**
 * Enabled destinations whose schedule runs (`schedule_paused_at` unset: migration 007), with their
 * last submitted transfer and whether one is still in flight.
 */
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
       FROM destinations d WHERE d.is_enabled = 1 AND d.schedule_paused_at IS NULL
       ORDER BY d.created_at, d.id`,
    )
    .all() as ScheduleCandidate[];
}
