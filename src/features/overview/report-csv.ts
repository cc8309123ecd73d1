import { transferStatus } from '../../api/schemas/destination.ts';
import type { TransferReport } from '../../api/schemas/transfer.ts';
import { csvCell } from '../../lib/csv.ts';

/**
 * The transfer report as a CSV file (RFC 4180, cells written by lib/csv.ts): one row per destination
 * with its name, id, vendor, transfers counted by status and rows transferred. Status columns follow
 * the order statuses are known in, then any status the server adds, so every row lines up even when
 * one lacks a count.
 */
const LINE_END = '\r\n';

export function statusColumns(report: TransferReport): string[] {
  const known: readonly string[] = transferStatus.options;
  const seen = new Set(report.destinations.flatMap((d) => Object.keys(d.counts_by_status)));
  const extra = [...seen].filter((s) => !known.includes(s)).sort();
  return [...known.filter((s) => seen.has(s)), ...extra];
}

export function transferReportCsv(report: TransferReport): string {
  const statuses = statusColumns(report);
  const header = [
    'Destination Name',
    'Destination ID',
    'Vendor',
    'Total Transfers',
    ...statuses,
    'Rows Transferred',
  ];
  const rows = report.destinations.map((d) => [
    d.destination_name,
    d.destination_id,
    d.vendor,
    d.total_transfers,
    ...statuses.map((s) => d.counts_by_status[s] ?? 0),
    d.rows_transferred,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join(LINE_END) + LINE_END;
}
