import { useDeferredValue } from 'react';
import { useOverviewDestinations } from './use-overview-destinations.ts';

/**
 * The whole organisation's destinations, shared by the tab badge and both tables (one summary query,
 * one cache entry per page), with `view` shaped for QueryView: the rows loaded so far, and the
 * summary's error, fetch state and age.
 *
 * The rows, their completeness and their age are deferred values: when pages land (a refresh of a large
 * organisation's fifty, or the snapshot's later pages), the tables are redrawn by a background render
 * React splits into short slices, instead of one long task that freezes a slow phone.
 */
export function useAllDestinations() {
  const live = useOverviewDestinations();
  const destinations = useDeferredValue(live.destinations);
  const complete = useDeferredValue(live.complete);
  const dataUpdatedAt = useDeferredValue(live.query.dataUpdatedAt);
  const { query } = live;
  const view = {
    data: destinations,
    error: query.error,
    refetch: query.refetch,
    fetchStatus: query.fetchStatus,
    dataUpdatedAt,
  };
  // Pages on their way, from the server or the snapshot: the list says so instead of calling it incomplete.
  const loading = query.fetchStatus === 'fetching' || live.restoring;
  return { destinations, complete, dataUpdatedAt, loading, query, view };
}
