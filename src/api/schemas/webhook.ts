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

/** How a held delivery's headers show the webhook's API key. */
export const WEBHOOK_SECRET_MASK = '****';
/** What reads show of a webhook URL after its scheme, host and port (src/api/wire/webhook-url.ts). */
export const WEBHOOK_URL_MASK = '…';
/** Slack's incoming-webhook host (its URL placeholder; the tests' real-vendor address). */
export const SLACK_WEBHOOK_HOST = 'hooks.slack.com';

/** A webhook as read; api_key is write-only and never returned, and `url` shows only its origin. */
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

/** pagerduty and datadog deliver to fixed addresses; the others to the URL given. */
export const WEBHOOK_FIXED_URLS: Partial<Record<WebhookVendor, string>> = {
  pagerduty: 'https://events.pagerduty.com/v2/enqueue',
  datadog: 'https://http-intake.logs.datadoghq.com/api/v2/logs',
};

const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('url is required'),
  v.url('url must be a URL such as https://hooks.example.com/prequel'),
  v.regex(/^https?:\/\//i, 'url must start with http:// or https://'),
);

/**
 * `POST /webhooks {webhook}`. `url` is ignored for the fixed-URL vendors; `api_key` is write-only
 * (required on create for pagerduty and datadog; blank on update keeps the stored one).
 */
export const webhookWrite = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('name is required')),
  vendor: webhookVendor,
  url: v.optional(v.union([httpUrl, v.literal('')])),
  api_version: v.optional(v.pipe(v.string(), v.trim())),
  events: v.pipe(v.array(webhookEvent), v.minLength(1, 'choose at least one event')),
  api_key: v.optional(v.string()),
});
export type WebhookWrite = v.InferOutput<typeof webhookWrite>;
export const webhookCreateBody = v.object({ webhook: webhookWrite });
/** `PATCH /webhooks/{id} {webhook}`: changed fields only; the vendor cannot change. */
export const webhookPatchBody = v.object({ webhook: v.partial(webhookWrite) });

/** The request a held delivery would have sent, its secrets masked (URL parts, API key headers). */
export const webhookHeldRequest = v.object({
  method: v.string(),
  url: v.string(),
  headers: v.record(v.string(), v.string()),
  body: v.nullable(v.string()),
});
export type WebhookHeldRequest = v.InferOutput<typeof webhookHeldRequest>;

/**
 * One delivery attempt as recorded (`GET /webhooks/{id}/deliveries`). `held_request` is set when the
 * server held the delivery (it sent nothing to that address); an API that holds nothing may leave it out.
 */
export const webhookDelivery = v.object({
  id: v.string(),
  event_type: v.string(),
  attempt: v.number(),
  succeeded: v.boolean(),
  status_code: v.nullable(v.number()),
  error: v.nullable(v.string()),
  duration_ms: v.nullable(v.number()),
  attempted_at: v.string(),
  next_attempt_at: v.nullable(v.string()),
  held_request: v.optional(v.nullable(webhookHeldRequest), null),
});
export type WebhookDelivery = v.InferOutput<typeof webhookDelivery>;
export const webhookDeliveryListReply = v.object({ deliveries: v.array(webhookDelivery) });
export const webhookPublicKeyReply = v.object({ public_key: v.string() });
