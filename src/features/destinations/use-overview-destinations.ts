import { skipToken, type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRestoringLater } from '../../offline/restore-progress.ts';
import { useEnvironment } from '../auth/environment.ts';
import { type OverviewDestination, type OverviewSummary, overviewPageKey } from './overview-pages.ts';
import { destinationKeys, destinationQueries } from './queries.ts';

export interface OverviewDestinations {
  /** Every destination loaded so far, in list order; undefined until the first page (or the snapshot). */
  destinations: OverviewDestination[] | undefined;
  /** Every page is in, so counts are final. */
  complete: boolean;
  /** The snapshot's other pages are still being restored (offline/restore-progress.ts). */
  restoring: boolean;
  /** The summary query: its error, fetch state, age and refetch speak for the whole list. */
  query: UseQueryResult<OverviewSummary>;
}

/**
 * The whole organisation for the overview: the summary query loads the pages (overview-pages.ts); the
 * pages are read from the cache, never fetched on their own. The environment is part of the keys, so a
 * switch re-renders with the new environment's keys.
 */
export function useOverviewDestinations(): OverviewDestinations {
  const environment = useEnvironment();
  const restoring = useRestoringLater();
  const query = useQuery(destinationQueries.overview(environment));
  const summaryKey = destinationKeys.overview(environment);
  const count = query.data?.pages ?? 0;
  // The combined list is structurally shared: the same array while no page changed.
  const pages = useQueries({
    queries: Array.from({ length: count }, (_, i) => ({
      queryKey: overviewPageKey(summaryKey, i),
      queryFn: skipToken,
    })),
    combine: (results) => results.map((result) => result.data as OverviewDestination[] | undefined),
  });
  const hasSummary = query.data !== undefined;
  const destinations = useMemo(
    () => (hasSummary ? pages.flatMap((rows) => rows ?? []) : undefined),
    [hasSummary, pages],
  );
  // A page missing from a restored snapshot makes the list partial, whatever the summary says.
  const complete = query.data?.complete === true && pages.every((rows) => rows !== undefined);
  return { destinations, complete, restoring, query };
}
