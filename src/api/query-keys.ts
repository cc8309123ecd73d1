/**
 * The one shape of an entity's query keys, and the helpers every entity's `queryOptions` share.
 * Keys start with the environment: staging and prod are cached (and persisted) apart, and switching
 * never shows one environment's rows under the other's name. The key shapes are what the offline
 * snapshot is stored under, so they never change: `[env, area, 'list', params]` for a page,
 * `[env, area, 'all']` for the whole list, `[env, area, 'detail', id]` for one entity.
 */
import type { QueryKey } from '@tanstack/react-query';
import { getApiEnvironment } from './http.ts';
import type { PageParams } from './paging.ts';

/** Reference lists (catalogues, recipients, vendors, forms) change rarely; a screen's worth of refetches is noise. */
export const REFERENCE_STALE_MS = 5 * 60 * 1000;

/** Which cached keys hold the entities of an area (a page, the whole list, a detail): what the command palette indexes. */
export interface SearchableKeys {
  holdsEntities: (key: QueryKey) => boolean;
}

/** The key factory of one entity area; an area adds its own keys beside these. */
export function entityKeys<const Area extends string>(area: Area) {
  const root = () => [getApiEnvironment(), area] as const;
  return {
    root,
    list: (params: PageParams) => [...root(), 'list', params] as const,
    all: () => [...root(), 'all'] as const,
    detail: (id: string) => [...root(), 'detail', id] as const,
    /** A page, the whole list or a detail of this area; a detail's own sub-queries hold other things. */
    holdsEntities: (key: QueryKey) => {
      const [, keyArea, sub] = key;
      if (keyArea !== area) return false;
      if (sub === 'detail') return key.length === 4;
      return (sub === 'list' || sub === 'all') && key.length <= 4;
    },
  };
}

/**
 * `placeholderData` of a paged query: the page on screen stays while the next one loads (no flash of
 * a spinner between pages), but only within one environment.
 */
export function previousPageInEnvironment(queryKey: QueryKey) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined =>
    previousQuery?.queryKey[0] === queryKey[0] ? previous : undefined;
}
