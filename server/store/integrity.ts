import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { IntegrityJob, IntegrityResult, IntegrityStatus } from '../../src/api/schemas/integrity.ts';
import type { Db } from '../db/connection.ts';
import { cachedStatement } from '../db/statements.ts';
import type { PageRequest } from '../http/paging.ts';
import { selectPage } from './page-query.ts';

/** Data integrity job rows ↔ the wire shape (SPEC.md §3): `results` goes out as data_integrity_results. */
export interface IntegrityRow {
  id: string;
  environment: Environment;
  destination_id: string;
  status: IntegrityStatus;
  check_value_integrity: number;
  models: string;
  submitted_at: string;
  started_at: string | null;
  ended_at: string | null;
  log_message: string | null;
  results: string;
}

export const INTEGRITY_COLUMNS = `j.id, j.environment, j.destination_id, j.status, j.check_value_integrity,
  j.models, j.submitted_at, j.started_at, j.ended_at, j.log_message, j.results`;

export function toIntegrityJob(row: IntegrityRow): IntegrityJob {
  return {
    id: row.id,
    destination_id: row.destination_id,
    status: row.status,
    check_value_integrity: row.check_value_integrity === 1,
    models: JSON.parse(row.models) as string[],
    submitted_at: row.submitted_at,
    started_at: row.started_at,
    ended_at: row.ended_at,
    log_message: row.log_message,
    data_integrity_results: JSON.parse(row.results) as IntegrityResult[],
  };
}

export function findIntegrityRow(db: Db, environment: Environment, id: string): IntegrityRow | null {
  const row = db
    .prepare(`SELECT ${INTEGRITY_COLUMNS} FROM integrity_jobs j WHERE j.environment = ? AND j.id = ?`)
    .get(environment, id) as IntegrityRow | undefined;
  return row ?? null;
}

export function integrityJobsByIds(db: Db, ids: string[]): Map<string, IntegrityJob> {
  if (ids.length === 0) return new Map();
  const rows = cachedStatement(
    db,
    `SELECT ${INTEGRITY_COLUMNS} FROM integrity_jobs j WHERE j.id IN (${ids.map(() => '?').join(', ')})`,
  ).all(...ids) as IntegrityRow[];
  return new Map(rows.map((row) => [row.id, toIntegrityJob(row)]));
}

/** One destination's checks, newest submitted first. */
export function pageIntegrityJobs(
  db: Db,
  environment: Environment,
  destinationId: string,
  page: PageRequest,
) {
  const { rows, nextCursor } = selectPage<IntegrityRow>(
    db,
    {
      columns: INTEGRITY_COLUMNS,
      from: 'integrity_jobs j',
      where: 'j.environment = ? AND j.destination_id = ?',
      params: [environment, destinationId],
      sortColumn: 'j.submitted_at',
      idColumn: 'j.id',
    },
    page,
  );
  return { jobs: rows.map(toIntegrityJob), nextCursor };
}

export interface NewIntegrityJob {
  id: string;
  environment: Environment;
  destinationId: string;
  models: string[];
  checkValueIntegrity: boolean;
  submittedAt: string;
}

export function insertIntegrityJob(db: Db, job: NewIntegrityJob): void {
  db.prepare(
    `INSERT INTO integrity_jobs (id, environment, destination_id, status, check_value_integrity, models,
       submitted_at, results) VALUES (?, ?, ?, 'PENDING', ?, ?, ?, '[]')`,
  ).run(
    job.id,
    job.environment,
    job.destinationId,
    job.checkValueIntegrity ? 1 : 0,
    JSON.stringify(job.models),
    job.submittedAt,
  );
}
