import { useOverviewDestinations } from '../../../../features/destinations/use-overview-destinations.ts';

/**
 * The whole organisation's destinations, shared by the tab badge and both tables (one summary query,
 * one cache entry per page), with `view` shaped for QueryView: the rows loaded so far, and the
 * summary's error, fetch state and age.
 */
export function useAllDestinations() {
  const { destinations, complete, restoring, query } = useOverviewDestinations();
  const view = {
    data: destinations,
    error: query.error,
    refetch: query.refetch,
    fetchStatus: query.fetchStatus,
    dataUpdatedAt: query.dataUpdatedAt,
  };
  // Pages on their way, from the server or the snapshot: the list says so instead of calling it incomplete.
  const loading = query.fetchStatus === 'fetching' || restoring;
  return { destinations, complete, loading, query, view };
}
