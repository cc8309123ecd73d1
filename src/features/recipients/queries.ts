import { queryOptions } from '@tanstack/react-query';
import { productsApi } from '../../api/endpoints/products.ts';
import { recipientsApi } from '../../api/endpoints/recipients.ts';
import { sourceCredentialsApi } from '../../api/endpoints/source-credentials.ts';
import { getApiEnvironment } from '../../api/http.ts';
import type { PageParams } from '../../api/paging.ts';

/** The product catalogue and source names change rarely; a screen's worth of refetches is noise. */
const REFERENCE_STALE_MS = 5 * 60 * 1000;

/**
 * Every recipient query. Keys start with the environment (the persisted cache is split by it). They
 * are the keys the destination form and page already read (`recipients/all`, `recipients/detail/{id}`,
 * `products/all`), so one invalidation of `recipientKeys.root()` after a write reaches them too.
 */
export const recipientKeys = {
  root: () => [getApiEnvironment(), 'recipients'] as const,
  list: (params: PageParams) => [...recipientKeys.root(), 'list', params] as const,
  all: () => [...recipientKeys.root(), 'all'] as const,
  detail: (id: string) => [...recipientKeys.root(), 'detail', id] as const,
  products: () => [getApiEnvironment(), 'products', 'all'] as const,
  credentials: () => [getApiEnvironment(), 'recipient-source-credentials', 'all'] as const,
  sourceNames: () => [getApiEnvironment(), 'sources', 'names'] as const,
};

export const recipientQueries = {
  /** One page of /recipients; the page on screen stays while the next loads, within one environment. */
  list: (params: PageParams) => {
    const queryKey = recipientKeys.list(params);
    return queryOptions({
      queryKey,
      queryFn: () => recipientsApi.page(params),
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[0] === queryKey[0] ? previous : undefined,
    });
  },
  all: () => queryOptions({ queryKey: recipientKeys.all(), queryFn: () => recipientsApi.all() }),
  detail: (id: string) =>
    queryOptions({ queryKey: recipientKeys.detail(id), queryFn: () => recipientsApi.get(id) }),
  products: () =>
    queryOptions({
      queryKey: recipientKeys.products(),
      queryFn: () => productsApi.all(),
      staleTime: REFERENCE_STALE_MS,
    }),
  credentials: () =>
    queryOptions({ queryKey: recipientKeys.credentials(), queryFn: () => sourceCredentialsApi.all() }),
  sourceNames: () =>
    queryOptions({
      queryKey: recipientKeys.sourceNames(),
      queryFn: () => sourceCredentialsApi.sourceNames(),
      staleTime: REFERENCE_STALE_MS,
    }),
};
