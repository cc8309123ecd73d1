/**
 * The delivery methods of SPEC.md §9 as the console shows them: display text, the URL placeholder
 * each one suggests, the fixed address of PagerDuty and Datadog (the server's own list, shared through
 * the schema), and which of them need an API key.
 */
import {
  SLACK_WEBHOOK_HOST,
  WEBHOOK_FIXED_URLS,
  type WebhookVendor,
  webhookVendor,
} from '../../api/schemas/webhook.ts';

export const DELIVERY_METHODS: readonly WebhookVendor[] = webhookVendor.options;

export const DELIVERY_METHOD_LABELS: Record<WebhookVendor, string> = {
  generic_post: 'HTTP POST',
  generic_get: 'HTTP GET',
  slack: 'Slack',
  pagerduty: 'PagerDuty',
  datadog: 'Datadog',
};

/** Display text of a stored vendor; an unknown one (a newer server) is shown as sent. */
export const deliveryMethodLabel = (vendor: string): string =>
  DELIVERY_METHOD_LABELS[vendor as WebhookVendor] ?? vendor;

export const URL_PLACEHOLDERS: Record<WebhookVendor, string> = {
  generic_post: 'https://hooks.example.com/prequel',
  generic_get: 'https://hooks.example.com/prequel?token=your-token',
  slack: `https://${SLACK_WEBHOOK_HOST}/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX`,
  pagerduty: WEBHOOK_FIXED_URLS.pagerduty ?? '',
  datadog: WEBHOOK_FIXED_URLS.datadog ?? '',
};

/** The address a vendor always delivers to, or null when the user gives the URL. */
export const fixedUrlOf = (vendor: WebhookVendor): string | null => WEBHOOK_FIXED_URLS[vendor] ?? null;

/** PagerDuty and Datadog refuse events without their key (SPEC.md §5: required on create). */
export const needsApiKey = (vendor: WebhookVendor): boolean => vendor === 'pagerduty' || vendor === 'datadog';

/** What the API key is for, per vendor (the field's help text). */
export const API_KEY_HELP: Record<WebhookVendor, string> = {
  generic_post: 'Optional. HTTP deliveries do not send it.',
  generic_get: 'Optional. HTTP deliveries do not send it.',
  slack: 'Optional. Slack deliveries do not send it.',
  pagerduty: 'The PagerDuty integration key, sent with every event.',
  datadog: 'The Datadog API key, sent as DD-API-KEY with every event.',
};
