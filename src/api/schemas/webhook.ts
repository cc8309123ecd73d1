import * as v from 'valibot';

export const WEBHOOK_API_VERSION = '2023-10-15';

export const webhookVendor = v.picklist(
  ['generic_post', 'generic_get', 'slack', 'pagerduty', 'datadog'],
  'vendor must be generic_post, generic_get, slack, pagerduty or datadog',
);
export type WebhookVendor = v.InferOutput<typeof webhookVendor>;

/** Every event a webhook can subscribe to (CONTRACT.md §7). */
export const WEBHOOK_EVENTS = [
  'transfer.success',
  'transfer.error',
  'transfer.cancelled',
  'export_source.created',
  'export_source.updated',
  'export_source.deleted',
  'export_destination.created',
  'export_destination.updated',
  'export_destination.deleted',
  'recipient.created',
  'recipient.updated',
  'recipient.deleted',
  'export_magic_link.created',
  'export_magic_link.deleted',
] as const;
export const webhookEvent = v.picklist(WEBHOOK_EVENTS, 'event must be a known webhook event');
export type WebhookEvent = v.InferOutput<typeof webhookEvent>;

/** A webhook as read; api_key is write-only and never returned. */
export const webhook = v.object({
  id: v.string(),
  name: v.string(),
  vendor: webhookVendor,
  url: v.string(),
  api_version: v.string(),
  events: v.array(webhookEvent),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Webhook = v.InferOutput<typeof webhook>;
export const webhookListReply = v.object({ webhooks: v.array(webhook) });
export const webhookReply = v.object({ webhook });
