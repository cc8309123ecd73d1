import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import type { Destination } from '../../../api/schemas/destination.ts';
import { useRestoringLater } from '../../../offline/restore-progress.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { NOTHING_UNSAVED, savedDestination, type UnsavedField } from '../cached-destination.ts';
import { destinationQueries } from '../queries.ts';

/** What the destination's pages read: the query's faces (components/data/query-view.tsx) and its age. */
export interface DestinationView {
  data: Destination | undefined;
  error: Error | null;
  refetch: () => unknown;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
}

/**
 * The destination every part of its page reads: one query, one cache entry, shown at once from the list
 * row that was clicked when there is one. The environment is part of its key, so a switch re-renders
 * with the new environment's key.
 *
 * Offline, a destination whose own detail is not saved opens from the snapshot's lists instead
 * (cached-destination.ts): every destination the overview listed opens, whichever pages were visited.
 * `unsaved` names what such a copy lacks (an overview entry an older console saved: the settings,
 * schedule, models and timestamps; the General tab says so), `partial` whether it lacks anything. While
 * the snapshot's larger rows are still being restored the page spins rather than saying "not saved" a
 * moment too early.
 */
export function useDestination(id: string): {
  query: DestinationView;
  notFound: boolean;
  partial: boolean;
  unsaved: ReadonlySet<UnsavedField>;
} {
  const environment = useEnvironment();
  const client = useQueryClient();
  const restoring = useRestoringLater();
  const query = useQuery(destinationQueries.detailWithListRow(environment, client, id));
  // The server says it does not exist (SPEC.md §2.11: null → redirect), even if the cache remembers it.
  const notFound = isApiError(query.error) && query.error.status === 404;
  const waitingOffline =
    query.fetchStatus === 'paused' && (query.data === undefined || query.isPlaceholderData);
  const saved = waitingOffline ? savedDestination(client, environment, id) : undefined;
  const view: DestinationView = {
    data: query.data,
    error: query.error,
    refetch: query.refetch,
    fetchStatus: query.fetchStatus,
    isPlaceholderData: query.isPlaceholderData,
    dataUpdatedAt: query.dataUpdatedAt,
  };
  if (saved) {
    return {
      query: { ...view, data: saved.destination, isPlaceholderData: false, dataUpdatedAt: saved.updatedAt },
      notFound,
      partial: saved.unsaved.size > 0,
      unsaved: saved.unsaved,
    };
  }
  if (waitingOffline && restoring)
    return {
      query: { ...view, fetchStatus: 'fetching' },
      notFound,
      partial: false,
      unsaved: NOTHING_UNSAVED,
    };
  return { query: view, notFound, partial: false, unsaved: NOTHING_UNSAVED };
}
