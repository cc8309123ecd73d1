import type { StatusTone } from '../../components/data/status-tone.ts';
import type { OverviewRow } from './split.ts';

/** Shown when a destination has no completed transfer to judge by. */
export const UNKNOWN_STATUS = 'UNKNOWN';

/**
 * The Last Sync Status badge of an alert (SPEC.md §2.3): red for ERROR, orange for anything else that
 * is not a success, and UNKNOWN (orange) when there is no completed transfer.
 */
export function alertStatus(d: OverviewRow): { label: string; tone: StatusTone } {
  const status = d.last_completed_transfer?.status;
  if (!status) return { label: UNKNOWN_STATUS, tone: 'orange' };
  return { label: status, tone: status === 'ERROR' ? 'red' : 'orange' };
}
