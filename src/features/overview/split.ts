import type { Destination } from '../../api/schemas/destination.ts';

/**
 * The overview's two tabs (SPEC.md §2.3), read off each destination's last completed transfer:
 * successes are those whose last completed transfer is SUCCESS; alerts are all the others, including
 * destinations that have never completed a transfer (shown as UNKNOWN).
 */
export interface OverviewSplit {
  alerts: OverviewRow[];
  successes: OverviewRow[];
}

/**
 * What the overview reads of a destination. The schedule's fields (is it overdue: lib/overdue.ts) may be
 * missing from pages an older console saved.
 */
export type OverviewRow = Pick<
  Destination,
  'id' | 'name' | 'vendor' | 'last_successful_transfer_ended_at' | 'last_completed_transfer'
> &
  Partial<Pick<Destination, 'is_enabled' | 'frequency_minutes' | 'created_at'>>;

export function splitByLastTransfer(destinations: readonly OverviewRow[]): OverviewSplit {
  const split: OverviewSplit = { alerts: [], successes: [] };
  for (const d of destinations) {
    (d.last_completed_transfer?.status === 'SUCCESS' ? split.successes : split.alerts).push(d);
  }
  return split;
}

// The tab badge, the alerts table and the successes table all read the same list; the split is made
// once per list the query hands out (a new array only when the data changes).
const splits = new WeakMap<readonly OverviewRow[], OverviewSplit>();

export function selectOverview(destinations: readonly OverviewRow[]): OverviewSplit {
  let split = splits.get(destinations);
  if (!split) {
    split = splitByLastTransfer(destinations);
    splits.set(destinations, split);
  }
  return split;
}
