import * as v from 'valibot';
import { request } from '../http.ts';
import { fetchAll, fetchPage, type PageParams } from '../paging.ts';
import { envelope } from '../schemas/envelope.ts';
import {
  type Webhook,
  type WebhookDelivery,
  type WebhookWrite,
  webhookDeliveryListReply,
  webhookListReply,
  webhookReply,
} from '../schemas/webhook.ts';

/** The list size per request when reading every webhook (the server's maximum page). */
const ALL_PAGE_SIZE = 100;
const path = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

/**
 * Webhook calls of SPEC.md §7 (paths of CONTRACT.md §5) with the fallbacks of §8. Reads are
 * suppressed (the screen shows them); create, update and delete failures raise the global toast.
 * `api_key` is write-only: it goes out in a create or update body and never comes back.
 */
export const webhooksApi = {
  /** Every webhook of the environment, newest first (the list shows them all with a count). */
  all: () =>
    fetchAll({
      path: '/webhooks',
      query: { page_size: ALL_PAGE_SIZE },
      data: webhookListReply,
      pick: (d: { webhooks: Webhook[] }) => d.webhooks,
      fallback: 'Failed to fetch webhooks.',
    }),

  get: async (id: string) =>
    (
      await request({
        method: 'GET',
        path: path(id),
        schema: envelope(webhookReply),
        fallback: 'Failed to fetch webhook.',
      })
    ).data.webhook,

  /** One page of a webhook's delivery attempts, newest first. */
  deliveries: (id: string, params: PageParams = {}) =>
    fetchPage({
      path: `${path(id)}/deliveries`,
      query: { ...params },
      data: webhookDeliveryListReply,
      pick: (d: { deliveries: WebhookDelivery[] }) => d.deliveries,
      fallback: 'Failed to fetch webhook deliveries.',
    }),

  create: async (webhook: WebhookWrite) =>
    (
      await request({
        method: 'POST',
        path: '/webhooks',
        body: { webhook },
        schema: envelope(webhookReply),
        fallback: 'Failed to create webhook.',
      })
    ).data.webhook,

  /** Only the changed fields; the delivery method never changes, a blank api_key keeps the stored one. */
  update: async (id: string, changes: Partial<WebhookWrite>) =>
    (
      await request({
        method: 'PATCH',
        path: path(id),
        body: { webhook: changes },
        schema: envelope(webhookReply),
        fallback: 'Failed to update webhook.',
      })
    ).data.webhook,

  /**
   * The whole stored URL, which reads show only up to its host: this server's own call, asked for by
   * an explicit action and kept by the caller's component state only (never a query, never cached).
   */
  revealUrl: async (id: string) =>
    (
      await request({
        method: 'POST',
        path: `${path(id)}/reveal-url`,
        schema: envelope(v.object({ url: v.string() })),
        fallback: 'Failed to reveal webhook URL.',
      })
    ).data.url,

  remove: async (id: string) => {
    await request({
      method: 'DELETE',
      path: path(id),
      schema: envelope(v.unknown()),
      fallback: 'Failed to delete webhook.',
    });
  },
};
