import { queryOptions } from '@tanstack/react-query';
import { modelsApi } from '../../api/endpoints/models.ts';
import { productsApi } from '../../api/endpoints/products.ts';
import { getApiEnvironment } from '../../api/http.ts';
import type { PageParams } from '../../api/paging.ts';

/**
 * Every model and product query. Keys start with the environment (the persisted cache is split by
 * it). The `all` keys are the ones the destination form reads too, so a change made here refreshes
 * the form's model and product lists as well.
 */
export const modelKeys = {
  root: () => [getApiEnvironment(), 'models'] as const,
  list: (params: PageParams) => [...modelKeys.root(), 'list', params] as const,
  all: () => [...modelKeys.root(), 'all'] as const,
  detail: (id: string) => [...modelKeys.root(), 'detail', id] as const,
};

export const productKeys = {
  root: () => [getApiEnvironment(), 'products'] as const,
  all: () => [...productKeys.root(), 'all'] as const,
  detail: (id: string) => [...productKeys.root(), 'detail', id] as const,
};

export const modelQueries = {
  /** One page of /models; the page on screen stays while the next loads, within one environment. */
  list: (params: PageParams) => {
    const queryKey = modelKeys.list(params);
    return queryOptions({
      queryKey,
      queryFn: () => modelsApi.page(params),
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[0] === queryKey[0] ? previous : undefined,
    });
  },
  /** Every model: the product form's checklist and the name → id map of a product's badges. */
  all: () => queryOptions({ queryKey: modelKeys.all(), queryFn: () => modelsApi.all() }),
  detail: (id: string) => queryOptions({ queryKey: modelKeys.detail(id), queryFn: () => modelsApi.get(id) }),
};

export const productQueries = {
  /** SPEC.md §7 reads products as one list (no paging in the console). */
  all: () => queryOptions({ queryKey: productKeys.all(), queryFn: () => productsApi.all() }),
  detail: (id: string) =>
    queryOptions({ queryKey: productKeys.detail(id), queryFn: () => productsApi.get(id) }),
};
