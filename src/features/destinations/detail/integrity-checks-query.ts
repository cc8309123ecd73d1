import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { integrityApi } from '../../../api/endpoints/integrity.ts';
import type { Page } from '../../../api/paging.ts';
import type { Environment } from '../../../api/schemas/envelope.ts';
import type { IntegrityJob } from '../../../api/schemas/integrity.ts';
import { destinationKeys } from '../queries.ts';

/** While a check on screen is PENDING or RUNNING, the list is re-read this often (as its page is). */
export const INTEGRITY_CHECKS_POLL_MS = 2000;

/** The pages loaded so far, oldest first: the first from `count=20`, each next from the last's next_url. */
export interface LoadedChecks {
  pages: Page<IntegrityJob>[];
}

/**
 * A destination's checks, under the destination's own key: the one invalidation that follows a new
 * check (or a sync, a cancel) re-reads them too. Stored offline like the activity pages; a check holds
 * no secret.
 */
export const integrityChecksKey = (environment: Environment, destinationId: string) =>
  [...destinationKeys.detail(environment, destinationId), 'data-integrity'] as const;

const inFlight = (job: IntegrityJob) => job.status === 'PENDING' || job.status === 'RUNNING';
const anyInFlight = (data: LoadedChecks) => data.pages.some((p) => p.items.some(inFlight));

/**
 * GET /destinations/{id}/data-integrity?count=20 (SPEC.md §7, §9). A plain query rather than an
 * infinite one: useInfiniteQuery would add its observer to the framework chunk every first screen loads.
 * A re-read (polling, invalidation) reads as many pages as are shown, following next_url afresh.
 */
export const integrityChecksQuery = (environment: Environment, destinationId: string) => {
  const queryKey = integrityChecksKey(environment, destinationId);
  return queryOptions({
    queryKey,
    queryFn: async ({ client }): Promise<LoadedChecks> => {
      const shown = client.getQueryData<LoadedChecks>(queryKey)?.pages.length ?? 1;
      const pages = [await integrityApi.page(destinationId)];
      for (let last = pages[0]; pages.length < shown && last?.nextUrl; ) {
        last = await integrityApi.page(destinationId, last.nextUrl);
        pages.push(last);
      }
      return { pages };
    },
    refetchInterval: (query) =>
      query.state.data && anyInFlight(query.state.data) ? INTEGRITY_CHECKS_POLL_MS : false,
  });
};

/**
 * "Load more": the page the last one's next_url names, appended. A re-read under way is cancelled
 * first, so it cannot put back fewer pages than are now shown.
 */
export async function loadMoreChecks(client: QueryClient, environment: Environment, destinationId: string) {
  const queryKey = integrityChecksKey(environment, destinationId);
  await client.cancelQueries({ queryKey });
  const last = client.getQueryData<LoadedChecks>(queryKey)?.pages.at(-1);
  if (!last?.nextUrl) return;
  const next = await integrityApi.page(destinationId, last.nextUrl);
  client.setQueryData<LoadedChecks>(queryKey, (data) =>
    data && data.pages.at(-1) === last ? { pages: [...data.pages, next] } : data,
  );
}
