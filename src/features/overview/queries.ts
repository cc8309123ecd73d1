import { queryOptions } from '@tanstack/react-query';
import { transfersApi } from '../../api/endpoints/transfers.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/**
 * The overview's own data (the destination list it shares with /destinations lives there). Keys start
 * with the environment: staging and prod are cached and persisted apart.
 */
export const overviewKeys = {
  root: (environment: Environment) => [environment, 'overview'] as const,
  dailyStats: (environment: Environment) => [...overviewKeys.root(environment), 'daily-stats'] as const,
};

export const overviewQueries = {
  /** Rows transferred per day over the last 30 days, the whole organisation (the chart). */
  dailyStats: (environment: Environment) =>
    queryOptions({
      queryKey: overviewKeys.dailyStats(environment),
      queryFn: () => transfersApi.dailyStats(),
    }),
};
