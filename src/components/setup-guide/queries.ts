import { queryOptions } from '@tanstack/react-query';
import { docsApi } from '../../api/endpoints/docs.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/** Guides change with releases, not minute to minute: reopening the panel shows the cached one. */
export const SETUP_GUIDE_STALE_MS = 60 * 60 * 1000;

/**
 * Setup guide queries. Keys start with the environment, like every query of the console: the cache
 * (and its copy on disk, which keeps guides readable offline) is split by it.
 */
export const setupGuideKeys = {
  root: (environment: Environment) => [environment, 'setup-guides'] as const,
  detail: (environment: Environment, vendor: string) =>
    [...setupGuideKeys.root(environment), vendor] as const,
};

export const setupGuideQueries = {
  detail: (environment: Environment, vendor: string) =>
    queryOptions({
      queryKey: setupGuideKeys.detail(environment, vendor),
      queryFn: () => docsApi.get(vendor),
      staleTime: SETUP_GUIDE_STALE_MS,
      enabled: vendor !== '',
    }),
};
