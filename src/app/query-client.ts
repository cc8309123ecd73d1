import { type Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';

/**
 * Never collected: the snapshot keeps a screen's copy until it is replaced (offline/persistence.ts), and a
 * collected query's row would go with it. Memory holds what the snapshot holds, which its budget bounds.
 */
export const QUERY_GC_TIME_MS = Number.POSITIVE_INFINITY;
/** Navigating back within half a minute shows the cache without refetching. */
export const QUERY_STALE_TIME_MS = 30 * 1000;
export const QUERY_MAX_RETRIES = 2;

/**
 * A screen whose data failed with what may heal asks again this often, until it gets an answer: a server
 * that answered 503 for a while, or a network that dropped requests, heals the screen without a reload
 * or a click once the fault ends.
 */
export const QUERY_HEAL_INTERVAL_MS = 10 * 1000;

/**
 * What may heal: the network (status 0) and server errors (5xx). A 4xx (401 above all, which signs the
 * user out) and a reply that failed its schema give the same answer again.
 */
const mayHeal = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return mayHeal(error) && failureCount < QUERY_MAX_RETRIES;
}

/** The refetch interval of a query on screen: only while its last fetch failed with what may heal. */
export function healInterval(query: Query): number | false {
  return query.state.status === 'error' && mayHeal(query.state.error) ? QUERY_HEAL_INTERVAL_MS : false;
}

/**
 * Offline (offline/query-network.ts tells the client), queries pause and screens show their saved data.
 * Back online every query on screen refetches, however recently it was fetched: what was shown offline
 * may be out of date ('always'). Writes never wait for the network ('always' for mutations too): offline
 * they fail at once instead of being queued to fire later (ARCHITECTURE.md principle 4).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetry,
        refetchInterval: healInterval,
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
