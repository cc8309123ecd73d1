/**
 * The webhook form's values and rules (SPEC.md §5): name and URL required, the URL a web address;
 * the API key required only when creating for PagerDuty or Datadog (blank on edit keeps the stored
 * key); at least one event. An edit sends only what changed, events compared ignoring order.
 */
import {
  WEBHOOK_API_VERSION,
  type Webhook,
  type WebhookEvent,
  type WebhookVendor,
  type WebhookWrite,
} from '../../../api/schemas/webhook.ts';
import { DELIVERY_METHOD_LABELS, fixedUrlOf, needsApiKey } from '../delivery-methods.ts';
import { orderedEvents } from '../event-groups.ts';

export interface WebhookDraft {
  name: string;
  vendor: WebhookVendor;
  url: string;
  /** Write-only: lives in the form's state only, never in a cache, draft store or log. */
  api_key: string;
  api_version: string;
  events: WebhookEvent[];
}
export type WebhookField = keyof WebhookDraft;
export type DraftErrors = Partial<Record<WebhookField, string>>;

export const FIELD_LABELS: Record<WebhookField, string> = {
  name: 'Name',
  vendor: 'Delivery Method',
  url: 'URL',
  api_key: 'API Key',
  api_version: 'API Version',
  events: 'Events',
};

export const BLANK_DRAFT: WebhookDraft = {
  name: '',
  vendor: 'generic_post',
  url: '',
  api_key: '',
  api_version: WEBHOOK_API_VERSION,
  events: [],
};

export const draftOf = (webhook: Webhook): WebhookDraft => ({
  name: webhook.name,
  vendor: webhook.vendor,
  url: webhook.url,
  api_key: '',
  api_version: webhook.api_version,
  events: orderedEvents(webhook.events),
});

const API_VERSION_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** A web address the server will deliver to: http or https with a host. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export function validateDraft(draft: WebhookDraft, mode: 'create' | 'edit'): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'Name is required.';
  const url = draft.url.trim();
  if (!fixedUrlOf(draft.vendor)) {
    if (url === '') errors.url = 'URL is required.';
    else if (!isWebUrl(url)) {
      errors.url =
        'URL must be a web address starting with http:// or https://, such as https://hooks.example.com/prequel.';
    }
  }
  if (mode === 'create' && needsApiKey(draft.vendor) && draft.api_key.trim() === '') {
    errors.api_key = `API Key is required for ${DELIVERY_METHOD_LABELS[draft.vendor]}.`;
  }
  if (!API_VERSION_FORMAT.test(draft.api_version.trim())) {
    errors.api_version = `API Version must be a date such as ${WEBHOOK_API_VERSION}.`;
  }
  if (draft.events.length === 0) errors.events = 'Choose at least one event.';
  return errors;
}

/** The body of a create; a blank API key is left out rather than sent empty. */
export function toWrite(draft: WebhookDraft): WebhookWrite {
  const write: WebhookWrite = {
    name: draft.name.trim(),
    vendor: draft.vendor,
    url: fixedUrlOf(draft.vendor) ?? draft.url.trim(),
    api_version: draft.api_version.trim(),
    events: orderedEvents(draft.events),
  };
  const apiKey = draft.api_key.trim();
  if (apiKey !== '') write.api_key = apiKey;
  return write;
}

const sameEvents = (a: readonly WebhookEvent[], b: readonly WebhookEvent[]) =>
  orderedEvents(a).join(',') === orderedEvents(b).join(',');

/** The body of an edit: what differs from the stored webhook; never the delivery method. */
export function changedFields(draft: WebhookDraft, stored: Webhook): Partial<WebhookWrite> {
  const next = toWrite({ ...draft, vendor: stored.vendor });
  const changes: Partial<WebhookWrite> = {};
  if (next.name !== stored.name) changes.name = next.name;
  if (next.url !== stored.url) changes.url = next.url;
  if (next.api_version !== stored.api_version) changes.api_version = next.api_version;
  if (!sameEvents(next.events, stored.events)) changes.events = next.events;
  if (next.api_key !== undefined) changes.api_key = next.api_key;
  return changes;
}
