/**
 * Every magic link query. Keys start with the environment (the persisted cache is split by it). A link's
 * URL carries a token that lets anyone create a destination, so the URLs are held in a query marked
 * MEMORY_ONLY, which the offline persister never stores (src/offline/snapshot/policy.ts), and the persisted
 * rows are stored without them. Offline, a restored list therefore shows every row but no URL; sign-out
 * clears the memory copy with the query cache.
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { magicLinksApi } from '../../api/endpoints/magic-links.ts';
import { recipientKeys, recipientQueries } from '../../api/endpoints/recipients.ts';
import type { PageParams } from '../../api/paging.ts';
import { previousPageInEnvironment, REFERENCE_STALE_MS } from '../../api/query-keys.ts';
import type { Environment } from '../../api/schemas/envelope.ts';
import type { MagicLink } from '../../api/schemas/magic-link.ts';
import { MEMORY_ONLY } from '../../offline/snapshot/policy.ts';
import { useEnvironment } from '../auth/environment.ts';

/** A list row as cached and persisted: everything but the URL. */
export type ListedMagicLink = Omit<MagicLink, 'link'>;
export type LinkUrls = Readonly<Record<string, string>>;

export const magicLinkKeys = {
  root: (environment: Environment) => [environment, 'magic-links'] as const,
  list: (environment: Environment, params: PageParams) =>
    [...magicLinkKeys.root(environment), 'list', params] as const,
  detail: (environment: Environment, id: string) =>
    [...magicLinkKeys.root(environment), 'detail', id] as const,
  vendors: (environment: Environment) => [...magicLinkKeys.root(environment), 'vendors'] as const,
  urls: (environment: Environment) => [environment, 'magic-link-urls'] as const,
  /** The same key as the destination form's recipient list: one cache entry for both. */
  recipients: (environment: Environment) => recipientKeys.all(environment),
};

/** The URLs' query is never written to the device. */
const memoryOnly = { [MEMORY_ONLY]: true };

/** Keeps the URLs of these links in memory only, and returns the rows without them. */
export function rememberUrls(
  environment: Environment,
  client: QueryClient,
  links: readonly MagicLink[],
): ListedMagicLink[] {
  const fresh = Object.fromEntries(links.map((l) => [l.id, l.link]));
  // Built with its options first: setQueryData alone would create the query without its meta.
  client.getQueryCache().build(client, { queryKey: magicLinkKeys.urls(environment), meta: memoryOnly });
  client.setQueryData<LinkUrls>(magicLinkKeys.urls(environment), (previous) => ({ ...previous, ...fresh }));
  return links.map(({ link: _link, ...row }) => row);
}

export const magicLinkQueries = {
  /**
   * One page of /magic-links/active; the page on screen stays while the next loads (same environment).
   * Always refetched on visit: rows restored from the offline copy carry no URL (and a status that
   * may have changed since), so they stand in only until the network answers.
   */
  list: (environment: Environment, params: PageParams) => {
    const queryKey = magicLinkKeys.list(environment, params);
    return queryOptions({
      queryKey,
      staleTime: 0,
      queryFn: async ({ client }) => {
        const page = await magicLinksApi.page(params);
        return { ...page, items: rememberUrls(environment, client, page.items) };
      },
      placeholderData: previousPageInEnvironment(queryKey),
    });
  },
  /**
   * One link (GET /magic-links/{id}), stored like a list row: without its URL, which goes to the
   * memory-only store. Always refetched on visit, as the list is.
   */
  detail: (environment: Environment, id: string) =>
    queryOptions({
      queryKey: magicLinkKeys.detail(environment, id),
      staleTime: 0,
      queryFn: async ({ client }): Promise<ListedMagicLink> => {
        const [row] = rememberUrls(environment, client, [await magicLinksApi.get(id)]);
        if (!row) throw new Error('rememberUrls returned no row');
        return row;
      },
    }),
  vendors: (environment: Environment) =>
    queryOptions({
      queryKey: magicLinkKeys.vendors(environment),
      queryFn: () => magicLinksApi.vendors(),
      staleTime: REFERENCE_STALE_MS,
    }),
  recipients: (environment: Environment) =>
    queryOptions({ ...recipientQueries.all(environment), staleTime: REFERENCE_STALE_MS }),
};

/** The URLs known in this tab, by link id; filled by the list and by generating a link, never fetched. */
export function useLinkUrls(): LinkUrls {
  const environment = useEnvironment();
  const query = useQuery({
    queryKey: magicLinkKeys.urls(environment),
    queryFn: (): LinkUrls => ({}),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: memoryOnly,
  });
  return query.data ?? {};
}
