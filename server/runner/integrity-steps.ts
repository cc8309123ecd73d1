import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import { iso } from '../db/seed/time.ts';
import { INTEGRITY_COLUMNS, type IntegrityRow } from '../store/integrity.ts';
import { readDestinationFacts } from './destination-facts.ts';
import type { EventDeps } from './events.ts';
import { planIntegrity } from './integrity-plan.ts';

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
  const finished = db
    .prepare(
      `SELECT ${INTEGRITY_COLUMNS} FROM integrity_jobs j WHERE j.status IN ('PENDING', 'RUNNING')
       AND j.status = 'RUNNING' AND j.started_at <= ?`,
    )
    .all(iso(nowMs - INTEGRITY_RUN_STEPS * stepMs)) as IntegrityRow[];
  for (const row of finished) {
    const outcome = outcomeFor(deps, row);
    changes += db
      .prepare(
        `UPDATE integrity_jobs SET status = ?, log_message = ?, results = ?, ended_at = ?
         WHERE id = ? AND status = 'RUNNING'`,
      )
      .run(outcome.status, outcome.logMessage, JSON.stringify(outcome.results), iso(nowMs), row.id).changes;
  }
  changes += db
    .prepare(
      `UPDATE integrity_jobs SET status = 'RUNNING', started_at = ?
       WHERE status IN ('PENDING', 'RUNNING') AND status = 'PENDING' AND submitted_at <= ?`,
    )
    .run(iso(nowMs), iso(nowMs - stepMs)).changes;
  return changes;
}

function outcomeFor(deps: EventDeps, row: IntegrityRow) {
  const destination = readDestinationFacts(deps.db, row.environment, row.destination_id);
  if (!destination)
    return { status: 'ERROR' as const, logMessage: 'The destination was deleted.', results: [] };
  const models = JSON.parse(row.models) as string[];
  const columns = new Map(
    (
      deps.db
        .prepare(`SELECT model_name, columns FROM models WHERE environment = ?`)
        .all(row.environment) as { model_name: string; columns: string }[]
    ).map((m) => [m.model_name, JSON.parse(m.columns) as { name_in_source: string; data_type: string }[]]),
  );
  const last = deps.db
    .prepare(
      `SELECT model_metrics FROM transfers WHERE destination_id = ? AND event_log = 0 AND ended_at IS NOT NULL
       AND status NOT IN ('PENDING', 'RUNNING') ORDER BY ended_at DESC, id DESC LIMIT 1`,
    )
    .pluck()
    .get(row.destination_id) as string | undefined;
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
