/**
 * The one shape of an entity's query keys, and the helpers every entity's `queryOptions` share.
 * Keys start with the environment: staging and prod are cached (and persisted) apart, and switching
 * never shows one environment's rows under the other's name. The key shapes are what the offline
 * snapshot is stored under, so they never change: `[env, area, 'list', params]` for a page,
 * `[env, area, 'all']` for the whole list, `[env, area, 'detail', id]` for one entity.
 *
 * Every key and query factory takes the environment as its first argument: a screen passes the one it
 * shows (`useEnvironment()`), a loader the router context's (`context.environment`, set by the signed-in
 * routes), so a switch re-renders with the new keys because the environment is an input, never a
 * module global read behind the screen's back.
 */
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { PageParams } from './paging.ts';
import type { Environment } from './schemas/envelope.ts';

/** Reference lists (catalogues, recipients, vendors, forms) change rarely; a screen's worth of refetches is noise. */
export const REFERENCE_STALE_MS = 5 * 60 * 1000;

/** Which cached keys hold the entities of an area (a page, the whole list, a detail): what the command palette indexes. */
export interface SearchableKeys {
  holdsEntities: (key: QueryKey) => boolean;
}

/** The key factory of one entity area; an area adds its own keys beside these. */
export function entityKeys<const Area extends string>(area: Area) {
  const root = (environment: Environment) => [environment, area] as const;
  return {
    root,
    list: (environment: Environment, params: PageParams) => [...root(environment), 'list', params] as const,
    all: (environment: Environment) => [...root(environment), 'all'] as const,
    detail: (environment: Environment, id: string) => [...root(environment), 'detail', id] as const,
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

/**
 * The `queryOptions` of one page of a paged list: the key and the call that fetches that page, with
 * the page on screen kept while the next one loads (within one environment).
 */
export function pageQuery<Page, const Key extends QueryKey>(queryKey: Key, fetchPage: () => Promise<Page>) {
  return queryOptions({
    queryKey,
    queryFn: fetchPage,
    placeholderData: previousPageInEnvironment(queryKey),
  });
}

/** The endpoint calls an area's whole-list and detail queries read. */
interface EntityReads<All, One> {
  all: () => Promise<All>;
  get: (id: string) => Promise<One>;
}

/** The whole-list and detail keys of an area (what `entityKeys` gives). */
interface WholeAndDetailKeys<AllKey extends QueryKey, DetailKey extends QueryKey> {
  all: (environment: Environment) => AllKey;
  detail: (environment: Environment, id: string) => DetailKey;
}

/** An area's `all()` and `detail(id)` queries, from its keys and its endpoint's `all` and `get`. */
export function entityQueries<All, One, AllKey extends QueryKey, DetailKey extends QueryKey>(
  keys: WholeAndDetailKeys<AllKey, DetailKey>,
  api: EntityReads<All, One>,
) {
  return {
    all: (environment: Environment) =>
      queryOptions({ queryKey: keys.all(environment), queryFn: () => api.all() }),
    detail: (environment: Environment, id: string) =>
      queryOptions({ queryKey: keys.detail(environment, id), queryFn: () => api.get(id) }),
  };
}

/** A paged area's `list(params)` page queries beside its `all()` and `detail(id)`. */
export function pagedEntityQueries<Page, All, One, AllKey extends QueryKey, DetailKey extends QueryKey>(
  keys: WholeAndDetailKeys<AllKey, DetailKey> & {
    list: (environment: Environment, params: PageParams) => readonly unknown[];
  },
  api: EntityReads<All, One> & { page: (params: PageParams) => Promise<Page> },
) {
  return {
    /** One page; the page on screen stays while the next loads, within one environment. */
    list: (environment: Environment, params: PageParams) =>
      pageQuery(keys.list(environment, params), () => api.page(params)),
    ...entityQueries(keys, api),
  };
}
