import { webhooksApi } from '../../api/endpoints/webhooks.ts';
import type { PageParams } from '../../api/paging.ts';
import { entityKeys, entityQueries, pageQuery, type SearchableKeys } from '../../api/query-keys.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/**
 * Every webhook query. Keys start with the environment (the persisted cache is split by it), so one
 * invalidation of `webhookKeys.root(environment)` after a write reaches the list, the detail and its deliveries.
 * Webhooks as read carry no secret (the API key is write-only), so all of this may be persisted.
 */
export const webhookKeys = {
  ...entityKeys('webhooks'),
  deliveriesOf: (environment: Environment, id: string) =>
    [...webhookKeys.root(environment), 'deliveries', id] as const,
  deliveries: (environment: Environment, id: string, params: PageParams) =>
    [...webhookKeys.deliveriesOf(environment, id), params] as const,
};

export const webhookQueries = {
  ...entityQueries(webhookKeys, webhooksApi),
  /** One page of delivery attempts; the page on screen stays while the next loads (same environment). */
  deliveries: (environment: Environment, id: string, params: PageParams) =>
    pageQuery(webhookKeys.deliveries(environment, id, params), () => webhooksApi.deliveries(id, params)),
};

/** The webhook keys the command palette indexes. */
export const searchableWebhookKeys: SearchableKeys = webhookKeys;
