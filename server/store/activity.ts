import type { ActivityLog } from '../../src/api/schemas/activity.ts';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { integrityJobsByIds } from './integrity.ts';
import { selectPage } from './page-query.ts';
import { transfersByIds } from './transfers.ts';

/**
 * A destination's activity: its transfers (event-log entries marked as such) and its data integrity
 * checks as one stream. Paging is keyset over the union on (submitted_at, id), exactly like a single
 * table, so entries added between pages never repeat or drop one; the objects are then read by id.
 */
interface EntryRow {
  id: string;
  submitted_at: string;
  kind: ActivityLog['type'];
}

const STREAM = `(
  SELECT id, submitted_at, CASE WHEN event_log = 1 THEN 'event_log' ELSE 'transfer' END AS kind
    FROM transfers WHERE environment = ? AND destination_id = ?
  UNION ALL
  SELECT id, submitted_at, 'data_integrity' AS kind
    FROM integrity_jobs WHERE environment = ? AND destination_id = ?
) a`;

export function pageActivity(db: Db, environment: Environment, destinationId: string, page: PageRequest) {
  const { rows, nextCursor } = selectPage<EntryRow>(
    db,
    {
      columns: 'a.id, a.submitted_at, a.kind',
      from: STREAM,
      where: '1 = 1',
      params: [environment, destinationId, environment, destinationId],
      sortColumn: 'a.submitted_at',
      idColumn: 'a.id',
    },
    page,
  );
  const transfers = transfersByIds(
    db,
    rows.filter((r) => r.kind !== 'data_integrity').map((r) => r.id),
  );
  const jobs = integrityJobsByIds(
    db,
    rows.filter((r) => r.kind === 'data_integrity').map((r) => r.id),
  );
  const entries = rows.flatMap((r): ActivityLog[] => {
    const base = { id: r.id, submitted_at: r.submitted_at };
    if (r.kind === 'data_integrity') {
      const job = jobs.get(r.id);
      return job ? [{ ...base, type: 'data_integrity', data_integrity_job: job }] : [];
    }
    const transfer = transfers.get(r.id);
    return transfer ? [{ ...base, type: r.kind, transfer }] : [];
  });
  return { activityLogs: entries, nextCursor };
}
