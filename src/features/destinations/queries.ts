import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { destinationsApi } from '../../api/endpoints/destinations.ts';
import type { PageParams } from '../../api/paging.ts';
import { entityKeys, pageQuery, type SearchableKeys } from '../../api/query-keys.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import { cachedDestination } from './cached-destination.ts';
import { isOverviewPageKey, loadOverviewPages } from './overview-pages.ts';

/**
 * Every destination query. Keys start with the environment: staging and prod are cached (and
 * persisted) apart, and switching never shows one environment's rows under the other's name.
 */
export const destinationKeys = {
  ...entityKeys('destinations'),
  /** The overview's summary; it loads and writes the pages (overview-pages.ts). */
  overview: (environment: Environment) => [...destinationKeys.root(environment), 'overview'] as const,
};

/** The destination keys the command palette indexes: lists, details and the overview's pages. */
export const searchableDestinationKeys: SearchableKeys = {
  holdsEntities: (key) => destinationKeys.holdsEntities(key) || isOverviewPageKey(key),
};

export const destinationQueries = {
  /** One page of the /destinations list; the page on screen stays while the next one loads. */
  list: (environment: Environment, params: PageParams) =>
    pageQuery(destinationKeys.list(environment, params), () => destinationsApi.page(params)),
  /** The whole organisation, 100 a page, each page shown as it lands on a first load (the overview). */
  overview: (environment: Environment) =>
    queryOptions({
      queryKey: destinationKeys.overview(environment),
      queryFn: ({ client, queryKey, signal }) => loadOverviewPages(client, queryKey, signal),
    }),
  detail: (environment: Environment, id: string) =>
    queryOptions({
      queryKey: destinationKeys.detail(environment, id),
      queryFn: () => destinationsApi.get(id),
    }),
  /**
   * The destination page's detail, shown at once from the row just clicked while the API is asked (a
   * list row carries every field of the detail). A placeholder, never stored as the detail: the
   * snapshot keeps what the API returned. Offline, a page never opened is shown from the snapshot's
   * lists by the page itself, saying how old and how complete it is (detail/use-destination.ts).
   */
  detailWithListRow: (environment: Environment, client: QueryClient, id: string) => {
    const options = destinationQueries.detail(environment, id);
    return queryOptions({
      ...options,
      placeholderData: () => cachedDestination(client, environment, id),
    });
  },
};
