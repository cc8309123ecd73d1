import { type TransferStatus, transferStatus } from '../../src/api/schemas/destination.ts';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type {
  DailyTransferStat,
  ModelMetric,
  Transfer,
  TransferReport,
  TransferReportRow,
} from '../../src/api/schemas/transfer.ts';
import type { Db } from '../db/connection.ts';
import { cachedStatement } from '../db/statements.ts';
import type { PageRequest } from '../http/paging.ts';
import { selectPage } from './page-query.ts';

/**
 * Transfer rows ↔ the wire shape of CONTRACT.md §5. JSON columns are parsed here; the engine's
 * internal `plan` column is never selected.
 */
export interface TransferRow {
  id: string;
  environment: Environment;
  destination_id: string;
  status: TransferStatus;
  full_refresh: number;
  models: string;
  model_metrics: string;
  rows_transferred: number | null;
  submitted_at: string;
  started_at: string | null;
  ended_at: string | null;
  start_transfer_window_at: string | null;
  end_transfer_window_at: string | null;
  tags: string;
  event_log: number;
}

export const TRANSFER_COLUMNS = `t.id, t.environment, t.destination_id, t.status, t.full_refresh, t.models,
  t.model_metrics, t.rows_transferred, t.submitted_at, t.started_at, t.ended_at,
  t.start_transfer_window_at, t.end_transfer_window_at, t.tags, t.event_log`;

export function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    destination_id: row.destination_id,
    status: row.status,
    full_refresh: row.full_refresh === 1,
    models: JSON.parse(row.models) as string[],
    model_metrics: JSON.parse(row.model_metrics) as ModelMetric[],
    rows_transferred: row.rows_transferred,
    submitted_at: row.submitted_at,
    started_at: row.started_at,
    ended_at: row.ended_at,
    start_transfer_window_at: row.start_transfer_window_at,
    end_transfer_window_at: row.end_transfer_window_at,
    tags: JSON.parse(row.tags) as Record<string, string>,
    event_log: row.event_log === 1,
  };
}

export function findTransferRow(db: Db, environment: Environment, id: string): TransferRow | null {
  const row = db
    .prepare(`SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.environment = ? AND t.id = ?`)
    .get(environment, id) as TransferRow | undefined;
  return row ?? null;
}

export function findTransfer(db: Db, environment: Environment, id: string): Transfer | null {
  const row = findTransferRow(db, environment, id);
  return row ? toTransfer(row) : null;
}

/** Transfers by id, for lists that page over ids first (the activity stream). */
export function transfersByIds(db: Db, ids: string[]): Map<string, Transfer> {
  if (ids.length === 0) return new Map();
  const rows = cachedStatement(
    db,
    `SELECT ${TRANSFER_COLUMNS} FROM transfers t WHERE t.id IN (${ids.map(() => '?').join(', ')})`,
  ).all(...ids) as TransferRow[];
  return new Map(rows.map((row) => [row.id, toTransfer(row)]));
}

/** `GET /transfers`: newest submitted first, optionally one destination's. */
export function pageTransfers(
  db: Db,
  environment: Environment,
  destinationId: string | null,
  page: PageRequest,
) {
  const { rows, nextCursor } = selectPage<TransferRow>(
    db,
    {
      columns: TRANSFER_COLUMNS,
      from: 'transfers t',
      where: destinationId ? 't.environment = ? AND t.destination_id = ?' : 't.environment = ?',
      params: destinationId ? [environment, destinationId] : [environment],
      sortColumn: 't.submitted_at',
      idColumn: 't.id',
    },
    page,
  );
  return { transfers: rows.map(toTransfer), nextCursor };
}

const DAY_MS = 86_400_000;
const TRANSFER_STATUSES = transferStatus.options;
/** The overview chart's window: today (UTC) and the 29 days before it. */
export const DAILY_STATS_DAYS = 30;

/** Rows moved per UTC day by transfers that ended that day; every day of the window, zeros included. */
export function dailyTransferStats(
  db: Db,
  environment: Environment,
  destinationId: string | null,
  nowMs: number,
): DailyTransferStat[] {
  const firstDayMs = Math.floor(nowMs / DAY_MS) * DAY_MS - (DAILY_STATS_DAYS - 1) * DAY_MS;
  const days = Array.from({ length: DAILY_STATS_DAYS }, (_, i) =>
    new Date(firstDayMs + i * DAY_MS).toISOString().slice(0, 10),
  );
  const from = new Date(firstDayMs).toISOString();
  const until = new Date(firstDayMs + DAILY_STATS_DAYS * DAY_MS).toISOString();
  // The whole organisation reads the per-day totals that triggers keep (migration 004); one
  // destination's few transfers are summed directly.
  const found = (
    destinationId
      ? cachedStatement(
          db,
          `SELECT substr(ended_at, 1, 10) AS day, sum(coalesce(rows_transferred, 0)) AS total
           FROM transfers WHERE environment = ? AND destination_id = ? AND event_log = 0
             AND ended_at >= ? AND ended_at < ?
           GROUP BY day`,
        ).all(environment, destinationId, from, until)
      : cachedStatement(
          db,
          `SELECT day, rows_transferred AS total FROM transfer_daily_rows
           WHERE environment = ? AND day >= ? AND day < ?`,
        ).all(environment, from.slice(0, 10), until.slice(0, 10))
  ) as { day: string; total: number }[];
  const totals = new Map(found.map((r) => [r.day, r.total]));
  return days.map((day) => ({ day, total_rows_transferred: totals.get(day) ?? 0 }));
}

/**
 * Per destination (all of the environment's, or the ones asked for), the transfers submitted in
 * [start, end): how many ended in each status and how many rows they moved. Every status is listed,
 * zeros included, so a client can draw columns without guessing. Sorted by destination name.
 */
export function transferReport(
  db: Db,
  environment: Environment,
  window: { start: string; end: string },
  destinationIds: string[] | null,
): TransferReport {
  const found = db
    .prepare(
      `SELECT d.id, d.name, d.vendor, t.status, count(t.id) AS n, sum(coalesce(t.rows_transferred, 0)) AS moved
       FROM destinations d LEFT JOIN transfers t ON t.destination_id = d.id AND t.event_log = 0
         AND t.submitted_at >= ? AND t.submitted_at < ?
       WHERE d.environment = ? ${destinationIds ? `AND d.id IN (${destinationIds.map(() => '?').join(', ')})` : ''}
       GROUP BY d.id, t.status ORDER BY d.name, d.id`,
    )
    .all(window.start, window.end, environment, ...(destinationIds ?? [])) as {
    id: string;
    name: string;
    vendor: string;
    status: TransferStatus | null;
    n: number;
    moved: number | null;
  }[];
  const zero = () => Object.fromEntries(TRANSFER_STATUSES.map((s) => [s, 0])) as Record<string, number>;
  const rows = new Map<string, TransferReportRow>();
  const totals = { total_transfers: 0, counts_by_status: zero(), rows_transferred: 0 };
  for (const r of found) {
    let row = rows.get(r.id);
    if (!row) {
      row = {
        destination_id: r.id,
        destination_name: r.name,
        vendor: r.vendor,
        total_transfers: 0,
        counts_by_status: zero(),
        rows_transferred: 0,
      };
      rows.set(r.id, row);
    }
    if (!r.status) continue;
    for (const target of [row, totals]) {
      target.total_transfers += r.n;
      target.counts_by_status[r.status] = (target.counts_by_status[r.status] ?? 0) + r.n;
      target.rows_transferred += r.moved ?? 0;
    }
  }
  return { start: window.start, end: window.end, destinations: [...rows.values()], totals };
}
