import { queryOptions } from '@tanstack/react-query';
import { recipientKeys, recipientQueries } from '../../../api/endpoints/recipients.ts';
import { transfersApi } from '../../../api/endpoints/transfers.ts';
import type { PageParams } from '../../../api/paging.ts';
import { previousPageInEnvironment } from '../../../api/query-keys.ts';
import { type Environment, PAGE_SIZE_DEFAULT } from '../../../api/schemas/envelope.ts';
import { destinationKeys } from '../queries.ts';
import { hasJobInFlight } from './activity-rows.ts';

/** While a job on the shown page is PENDING or RUNNING, the activity tab re-reads it this often. */
export const ACTIVITY_POLL_MS = 3000;

/**
 * Keys of what the detail page reads. Activity sits under the destination's own key, so refreshing
 * "that destination's data" after a sync, a cancel or a check (SPEC.md §4) is one invalidation of
 * `destinationKeys.detail(environment, id)`, which reaches every page of its activity too.
 */
export const detailKeys = {
  activity: (environment: Environment, id: string, params: PageParams) =>
    [...destinationKeys.detail(environment, id), 'activity', params] as const,
  recipient: (environment: Environment, id: string) => recipientKeys.detail(environment, id),
};

export const detailQueries = {
  activity: (environment: Environment, id: string, params: PageParams) => {
    const queryKey = detailKeys.activity(environment, id, params);
    return queryOptions({
      queryKey,
      queryFn: () => transfersApi.activity(id, params),
      // The page on screen stays while the next one loads, within one environment.
      placeholderData: previousPageInEnvironment(queryKey),
      refetchInterval: (query) =>
        query.state.data && hasJobInFlight(query.state.data.items) ? ACTIVITY_POLL_MS : false,
    });
  },
  /**
   * The activity tab's first page as the tab asks for it with no page_size in the URL: the same cache
   * entry, so what the Status card and the background keeping of alerts read serves the tab offline.
   */
  firstActivity: (environment: Environment, id: string) =>
    detailQueries.activity(environment, id, { page_size: PAGE_SIZE_DEFAULT }),
  recipient: (environment: Environment, id: string) => recipientQueries.detail(environment, id),
};
