import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import type { IntegrityRow } from '../store/integrity.ts';
import {
  endIntegrityJob,
  runningIntegrityJobsStartedBy,
  startDueIntegrityJobs,
} from '../store/integrity-runs.ts';
import { modelColumns } from '../store/models.ts';
import { lastEndedTransfer } from '../store/transfer-runs.ts';
import { readDestinationFacts } from './destination-facts.ts';
import type { EventDeps } from './events.ts';
import { planIntegrity } from './integrity-plan.ts';
import { iso } from './vocabulary/time.ts';

/**
 * One engine pass over data integrity checks, like transfers: PENDING starts one step after it was
 * submitted, RUNNING ends INTEGRITY_RUN_STEPS steps after it started, with its per-model results.
 * Checks have no webhook events (CONTRACT.md §7 lists none). Returns how many jobs changed.
 */
export const INTEGRITY_RUN_STEPS = 2;

export function advanceIntegrityJobs(deps: EventDeps, stepMs: number): number {
  const { db } = deps;
  const nowMs = deps.now();
  let changes = 0;
  const finished = runningIntegrityJobsStartedBy(db, iso(nowMs - INTEGRITY_RUN_STEPS * stepMs));
  for (const row of finished) changes += endIntegrityJob(db, row.id, outcomeFor(deps, row), iso(nowMs));
  changes += startDueIntegrityJobs(db, iso(nowMs), iso(nowMs - stepMs));
  return changes;
}

function outcomeFor(deps: EventDeps, row: IntegrityRow) {
  const destination = readDestinationFacts(deps.db, row.environment, row.destination_id);
  if (!destination)
    return { status: 'ERROR' as const, logMessage: 'The destination was deleted.', results: [] };
  const models = JSON.parse(row.models) as string[];
  const columns = modelColumns(deps.db, row.environment);
  const last = lastEndedTransfer(deps.db, row.destination_id)?.model_metrics;
  const failed = new Set(
    (last ? (JSON.parse(last) as ModelMetric[]) : []).filter((m) => m.error).map((m) => m.model_name),
  );
  return planIntegrity(
    { id: row.id, models, checkValueIntegrity: row.check_value_integrity === 1 },
    destination,
    columns,
    failed,
  );
}
