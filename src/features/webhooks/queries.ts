import { queryOptions } from '@tanstack/react-query';
import { webhooksApi } from '../../api/endpoints/webhooks.ts';
import type { PageParams } from '../../api/paging.ts';
import { entityKeys, previousPageInEnvironment, type SearchableKeys } from '../../api/query-keys.ts';

/**
 * Every webhook query. Keys start with the environment (the persisted cache is split by it), so one
 * invalidation of `webhookKeys.root()` after a write reaches the list, the detail and its deliveries.
 * Webhooks as read carry no secret (the API key is write-only), so all of this may be persisted.
 */
export const webhookKeys = {
  ...entityKeys('webhooks'),
  deliveriesOf: (id: string) => [...webhookKeys.root(), 'deliveries', id] as const,
  deliveries: (id: string, params: PageParams) => [...webhookKeys.deliveriesOf(id), params] as const,
};

export const webhookQueries = {
  all: () => queryOptions({ queryKey: webhookKeys.all(), queryFn: () => webhooksApi.all() }),
  detail: (id: string) =>
    queryOptions({ queryKey: webhookKeys.detail(id), queryFn: () => webhooksApi.get(id) }),
  /** One page of delivery attempts; the page on screen stays while the next loads (same environment). */
  deliveries: (id: string, params: PageParams) => {
    const queryKey = webhookKeys.deliveries(id, params);
    return queryOptions({
      queryKey,
      queryFn: () => webhooksApi.deliveries(id, params),
      placeholderData: previousPageInEnvironment(queryKey),
    });
  },
};

/** The webhook keys the command palette indexes. */
export const searchableWebhookKeys: SearchableKeys = webhookKeys;
