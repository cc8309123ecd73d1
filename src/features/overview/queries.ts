import { queryOptions } from '@tanstack/react-query';
import { transfersApi } from '../../api/endpoints/transfers.ts';
import { getApiEnvironment } from '../../api/http.ts';

/**
 * The overview's own data (the destination list it shares with /destinations lives there). Keys start
 * with the environment: staging and prod are cached and persisted apart.
 */
export const overviewKeys = {
  root: () => [getApiEnvironment(), 'overview'] as const,
  dailyStats: () => [...overviewKeys.root(), 'daily-stats'] as const,
};

export const overviewQueries = {
  /** Rows transferred per day over the last 30 days, the whole organisation (the chart). */
  dailyStats: () =>
    queryOptions({
      queryKey: overviewKeys.dailyStats(),
      queryFn: () => transfersApi.dailyStats(),
    }),
};
