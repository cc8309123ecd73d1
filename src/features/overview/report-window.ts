/**
 * The transfer report's window (SPEC.md §7, §9): from about 31 days back (30.9, so a whole month of
 * runs is in, whatever the hour) to one day ahead (so runs submitted while the report loads, and any
 * clock skew with the server, are not cut off). Instants in UTC, as the API takes them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
export const REPORT_DAYS_BACK = 30.9;
export const REPORT_DAYS_AHEAD = 1;

export interface ReportWindow {
  start: string;
  end: string;
}

export function reportWindow(nowMs: number = Date.now()): ReportWindow {
  if (!Number.isFinite(nowMs)) throw new RangeError(`Invalid "now" epoch milliseconds: ${nowMs}`);
  return {
    start: new Date(nowMs - REPORT_DAYS_BACK * DAY_MS).toISOString(),
    end: new Date(nowMs + REPORT_DAYS_AHEAD * DAY_MS).toISOString(),
  };
}

/** 'transfer-report-2026-10-22-to-2026-11-23.csv': the window's UTC dates name the file. */
export function reportFileName({ start, end }: ReportWindow): string {
  return `transfer-report-${start.slice(0, 10)}-to-${end.slice(0, 10)}.csv`;
}
