import { transferStatus } from '../../api/schemas/destination.ts';
import type { TransferReport } from '../../api/schemas/transfer.ts';

/**
 * The transfer report as a CSV file (RFC 4180): one row per destination with its name, id, vendor,
 * transfers counted by status and rows transferred. Status columns follow the order statuses are
 * known in, then any status the server adds, so every row lines up even when one lacks a count.
 */
const LINE_END = '\r\n';
// A spreadsheet runs a cell starting with one of these as a formula; a destination name is not one.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when it holds a comma, quote, line break or edge space; quotes doubled. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join(LINE_END) + LINE_END;
}
