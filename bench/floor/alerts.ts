/** The rows of the console's Alerts table on its first screen, and their cells as plain text. */
import { firstScreenRows } from '../../src/features/overview/row-counts.ts';
import { type OverviewRow, selectOverview } from '../../src/features/overview/split.ts';
import type { Destination } from './offline-copy.ts';

/** The console's MISSING_TEXT (src/lib/time.ts). */
export const MISSING = 'N/A';
/** The console's badge for a destination with no completed transfer (alert-status.ts). */
const UNKNOWN_STATUS = 'UNKNOWN';

/** The alerts the console's table draws on its first screen, in a window this tall. */
export const firstScreenAlerts = (destinations: readonly Destination[], viewportHeightPx: number) =>
  selectOverview(destinations as unknown as OverviewRow[]).alerts.slice(0, firstScreenRows(viewportHeightPx));

export const alertStatusText = (row: OverviewRow) => row.last_completed_transfer?.status ?? UNKNOWN_STATUS;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '3 hours ago', or MISSING for no time. */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return MISSING;
  const ms = Date.parse(iso) - now;
  if (Number.isNaN(ms)) return MISSING;
  for (const [unit, unitMs] of UNITS)
    if (Math.abs(ms) >= unitMs) return relative.format(Math.round(ms / unitMs), unit);
  return relative.format(Math.round(ms / 1000), 'second');
}
