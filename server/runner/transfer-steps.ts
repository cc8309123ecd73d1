import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import { destinationUpdatedSince } from '../store/events.ts';
import {
  dueTransfers,
  lastEndedTransfer,
  type RunningTransferRow,
  runningTransfers,
} from '../store/transfer-runs.ts';
import { saveTransferPlan, saveTransferProgress, startTransfer } from '../store/transfer-writes.ts';
import type { TransferRow } from '../store/transfers.ts';
import { readDestinationFacts } from './destination-facts.ts';
import type { EventDeps } from './events.ts';
import { finishTransfer } from './finish-transfer.ts';
import { finalStatus, planTransfer, revealedMetrics, sumRows, type TransferPlan } from './transfer-plan.ts';
import { iso } from './vocabulary/time.ts';

/**
 * One engine pass over transfers, driven only by the clock and the rows (no state in memory, so a
 * test's manual clock or a restart sees the same thing): a PENDING transfer starts one step after it
 * was submitted unless its destination already has one RUNNING (first come, first served); a RUNNING
 * one reports its models as they finish and ends `plan.steps` steps after it started. Returns how many
 * transfers changed.
 */
/** Like a worker pool: a burst of due transfers (the scheduler after a long stop) starts over a few passes. */
export const MAX_STARTS_PER_PASS = 50;

export function advanceTransfers(deps: EventDeps, stepMs: number): number {
  const { db } = deps;
  const nowMs = deps.now();
  let changes = 0;
  for (const row of runningTransfers(db)) changes += advanceRunning(deps, row, nowMs, stepMs);

  const due = dueTransfers(db, iso(nowMs - stepMs), MAX_STARTS_PER_PASS);
  // Due rows exclude destinations with a RUNNING transfer; this keeps two queued ones from starting together.
  const busy = new Set<string>();
  for (const row of due) {
    if (busy.has(row.destination_id)) continue;
    busy.add(row.destination_id);
    startTransfer(db, row.id, iso(nowMs), planFor(deps, row));
    changes++;
  }
  return changes;
}

function advanceRunning(deps: EventDeps, row: RunningTransferRow, nowMs: number, stepMs: number): number {
  let plan: TransferPlan;
  if (row.plan) plan = JSON.parse(row.plan) as TransferPlan;
  else {
    // Started before this engine planned it (seeded in-flight transfers): plan it now.
    plan = planFor(deps, row, false);
    saveTransferPlan(deps.db, row.id, plan);
  }
  const startedMs = Date.parse(row.started_at ?? row.submitted_at);
  const elapsedSteps = Math.floor((nowMs - startedMs) / stepMs);
  if (elapsedSteps >= plan.steps) {
    return finishTransfer(deps, row, finalStatus(plan.metrics), plan.metrics) ? 1 : 0;
  }
  const shown = revealedMetrics(plan, elapsedSteps);
  if (shown.length === (JSON.parse(row.model_metrics) as ModelMetric[]).length) return 0;
  saveTransferProgress(deps.db, row.id, shown, sumRows(shown));
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
  const last = lastEndedTransfer(deps.db, destinationId);
  if (!last || (last.status !== 'ERROR' && last.status !== 'PARTIAL_FAILURE')) return null;
  return destinationUpdatedSince(deps.db, destinationId, last.ended_at)
    ? null
    : (JSON.parse(last.model_metrics) as ModelMetric[]);
}
