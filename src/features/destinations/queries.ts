import { queryOptions } from '@tanstack/react-query';
import { destinationsApi } from '../../api/endpoints/destinations.ts';
import { getApiEnvironment } from '../../api/http.ts';
import type { PageParams } from '../../api/paging.ts';

/**
 * Every destination query. Keys start with the environment: staging and prod are cached (and
 * persisted) apart, and switching never shows one environment's rows under the other's name.
 */
export const destinationKeys = {
  root: () => [getApiEnvironment(), 'destinations'] as const,
  list: (params: PageParams) => [...destinationKeys.root(), 'list', params] as const,
  all: () => [...destinationKeys.root(), 'all'] as const,
  detail: (id: string) => [...destinationKeys.root(), 'detail', id] as const,
};

export const destinationQueries = {
  /**
   * One page of the /destinations list. The page on screen stays while the next one loads (no flash
   * of a spinner between pages), but only within one environment.
   */
  list: (params: PageParams) => {
    const queryKey = destinationKeys.list(params);
    return queryOptions({
      queryKey,
      queryFn: () => destinationsApi.page(params),
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[0] === queryKey[0] ? previous : undefined,
    });
  },
  /** The whole organisation, 100 a page (the overview). */
  all: () =>
    queryOptions({
      queryKey: destinationKeys.all(),
      queryFn: () => destinationsApi.all(),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: destinationKeys.detail(id),
      queryFn: () => destinationsApi.get(id),
    }),
};
