import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import { iso } from '../db/seed/time.ts';
import { TRANSFER_COLUMNS, type TransferRow } from '../store/transfers.ts';
import { readDestinationFacts } from './destination-facts.ts';
import type { EventDeps } from './events.ts';
import { finishTransfer } from './finish-transfer.ts';
import { finalStatus, planTransfer, revealedMetrics, sumRows, type TransferPlan } from './transfer-plan.ts';

/**
 * One engine pass over transfers, driven only by the clock and the rows (no state in memory, so a
 * test's manual clock or a restart sees the same thing): a PENDING transfer starts one step after it
 * was submitted unless its destination already has one RUNNING (first come, first served); a RUNNING
 * one reports its models as they finish and ends `plan.steps` steps after it started. Returns how many
 * transfers changed. Queries repeat `status IN ('PENDING', 'RUNNING')` so SQLite uses the partial
 * index transfers_active instead of scanning every transfer ever made.
 */
/** Like a worker pool: a burst of due transfers (the scheduler after a long stop) starts over a few passes. */
export const MAX_STARTS_PER_PASS = 50;

interface RunningRow extends TransferRow {
  plan: string | null;
}

export function advanceTransfers(deps: EventDeps, stepMs: number): number {
  const { db } = deps;
  const nowMs = deps.now();
  let changes = 0;
  const running = db
    .prepare(
      `SELECT ${TRANSFER_COLUMNS}, t.plan FROM transfers t
       WHERE t.status IN ('PENDING', 'RUNNING') AND t.status = 'RUNNING' AND t.event_log = 0`,
    )
    .all() as RunningRow[];
  for (const row of running) changes += advanceRunning(deps, row, nowMs, stepMs);

  const due = db
    .prepare(
      `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.status IN ('PENDING', 'RUNNING') AND t.status = 'PENDING'
       AND t.event_log = 0
       AND t.submitted_at <= ? AND NOT EXISTS (
         SELECT 1 FROM transfers r WHERE r.destination_id = t.destination_id AND r.status = 'RUNNING')
       ORDER BY t.submitted_at, t.rowid LIMIT ?`,
    )
    .all(iso(nowMs - stepMs), MAX_STARTS_PER_PASS) as TransferRow[];
  // Due rows exclude destinations with a RUNNING transfer; this keeps two queued ones from starting together.
  const busy = new Set<string>();
  for (const row of due) {
    if (busy.has(row.destination_id)) continue;
    busy.add(row.destination_id);
    db.prepare(
      `UPDATE transfers SET status = 'RUNNING', started_at = ?, plan = ?, model_metrics = '[]',
         rows_transferred = 0 WHERE id = ? AND status = 'PENDING'`,
    ).run(iso(nowMs), JSON.stringify(planFor(deps, row)), row.id);
    changes++;
  }
  return changes;
}

function advanceRunning(deps: EventDeps, row: RunningRow, nowMs: number, stepMs: number): number {
  let plan: TransferPlan;
  if (row.plan) plan = JSON.parse(row.plan) as TransferPlan;
  else {
    // Started before this engine planned it (seeded in-flight transfers): plan it now.
    plan = planFor(deps, row, false);
    deps.db.prepare('UPDATE transfers SET plan = ? WHERE id = ?').run(JSON.stringify(plan), row.id);
  }
  const startedMs = Date.parse(row.started_at ?? row.submitted_at);
  const elapsedSteps = Math.floor((nowMs - startedMs) / stepMs);
  if (elapsedSteps >= plan.steps) {
    return finishTransfer(deps, row, finalStatus(plan.metrics), plan.metrics) ? 1 : 0;
  }
  const shown = revealedMetrics(plan, elapsedSteps);
  if (shown.length === (JSON.parse(row.model_metrics) as ModelMetric[]).length) return 0;
  deps.db
    .prepare('UPDATE transfers SET model_metrics = ?, rows_transferred = ? WHERE id = ?')
    .run(JSON.stringify(shown), sumRows(shown), row.id);
  return 1;
}

function planFor(deps: EventDeps, row: TransferRow, allowTransient = true): TransferPlan {
  const destination = readDestinationFacts(deps.db, row.environment, row.destination_id);
  const transfer = {
    id: row.id,
    models: JSON.parse(row.models) as string[],
    fullRefresh: row.full_refresh === 1,
    submittedAt: row.submitted_at,
    startWindow: row.start_transfer_window_at,
    endWindow: row.end_transfer_window_at,
  };
  // The destination row is deleted with its transfers, so it exists; an empty plan keeps a
  // half-deleted state from wedging the engine.
  if (!destination) return { steps: 1, metrics: [] };
  return planTransfer(transfer, destination, lastFailure(deps, row.destination_id), allowTransient);
}

/**
 * Per-model results of the last completed transfer, if it failed and the destination has not been
 * updated through the API since (an export_destination.updated event): a fix gives it a fresh start.
 */
function lastFailure(deps: EventDeps, destinationId: string): ModelMetric[] | null {
  const last = deps.db
    .prepare(
      `SELECT status, model_metrics, ended_at FROM transfers WHERE destination_id = ? AND event_log = 0
       AND ended_at IS NOT NULL AND status NOT IN ('PENDING', 'RUNNING') ORDER BY ended_at DESC, id DESC LIMIT 1`,
    )
    .get(destinationId) as { status: string; model_metrics: string; ended_at: string } | undefined;
  if (!last || (last.status !== 'ERROR' && last.status !== 'PARTIAL_FAILURE')) return null;
  const changedSince = deps.db
    .prepare(
      `SELECT 1 FROM events WHERE type = 'export_destination.updated' AND created_at > ?
       AND json_extract(data, '$.destination.id') = ?`,
    )
    .get(last.ended_at, destinationId);
  return changedSince ? null : (JSON.parse(last.model_metrics) as ModelMetric[]);
}
