import type { IntegrityResult } from '../../src/api/schemas/integrity.ts';
import type { Db } from '../db/connection.ts';
import { INTEGRITY_COLUMNS, type IntegrityRow } from './integrity.ts';

/**
 * The engine's writes of data integrity checks (runner/): start what is due, end what ran long
 * enough, cancel, and fail what a stop interrupted. Each returns how many checks changed.
 */
export function runningIntegrityJobsStartedBy(db: Db, startedBefore: string): IntegrityRow[] {
  return db
    .prepare(
      `SELECT ${INTEGRITY_COLUMNS} FROM integrity_jobs j WHERE j.status IN ('PENDING', 'RUNNING')
       AND j.status = 'RUNNING' AND j.started_at <= ?`,
    )
    .all(startedBefore) as IntegrityRow[];
}

export function endIntegrityJob(
  db: Db,
  id: string,
  outcome: { status: string; logMessage: string | null; results: IntegrityResult[] },
  endedAt: string,
): number {
  return db
    .prepare(
      `UPDATE integrity_jobs SET status = ?, log_message = ?, results = ?, ended_at = ?
       WHERE id = ? AND status = 'RUNNING'`,
    )
    .run(outcome.status, outcome.logMessage, JSON.stringify(outcome.results), endedAt, id).changes;
}

export function startDueIntegrityJobs(db: Db, startedAt: string, submittedBefore: string): number {
  return db
    .prepare(
      `UPDATE integrity_jobs SET status = 'RUNNING', started_at = ?
       WHERE status IN ('PENDING', 'RUNNING') AND status = 'PENDING' AND submitted_at <= ?`,
    )
    .run(startedAt, submittedBefore).changes;
}

export function cancelIntegrityJobRow(db: Db, id: string, endedAt: string): void {
  db.prepare(`UPDATE integrity_jobs SET status = 'CANCELLED', ended_at = ? WHERE id = ?`).run(endedAt, id);
}

/** RUNNING checks, and PENDING ones submitted before `staleBefore`, end in ERROR with `message`. */
export function failInterruptedIntegrityJobs(db: Db, endedAt: string, message: string, staleBefore: string) {
  return db
    .prepare(
      `UPDATE integrity_jobs SET status = 'ERROR', ended_at = ?, log_message = ?
       WHERE status IN ('PENDING', 'RUNNING') AND (status = 'RUNNING' OR submitted_at < ?)`,
    )
    .run(endedAt, message, staleBefore).changes;
}
