import { QueryClient } from '@tanstack/react-query';
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
 * Retry only what may heal: the network (status 0) and server errors (5xx). A 4xx — 401 above all,
 * which signs the user out — and a reply that failed its schema give the same answer again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const transient = error.status === 0 || error.status >= 500;
  return transient && failureCount < QUERY_MAX_RETRIES;
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
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
