/**
 * The webhook form's values and rules (SPEC.md §5): name and URL required, the URL a web address;
 * the API key required only when creating for PagerDuty or Datadog (blank on edit keeps the stored
 * key); at least one event. An edit sends only what changed, events compared ignoring order. A
 * refused save puts each of the server's problems on its field.
 */
import * as v from 'valibot';
import {
  WEBHOOK_API_VERSION,
  type Webhook,
  type WebhookEvent,
  type WebhookVendor,
  type WebhookWrite,
} from '../../../api/schemas/webhook.ts';
import { changedFields as diff } from '../../../components/form/changed-fields.ts';
import { type FieldErrors, filled, schemaErrors } from '../../../components/form/schema-errors.ts';
import { sentence, serverFieldErrors } from '../../../components/form/server-errors.ts';
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
const URL_FORMAT =
  'URL must be a web address starting with http:// or https://, such as https://hooks.example.com/prequel.';

/** A web address the server will deliver to: http or https with a host. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The form's rules for a delivery method, in the words the form shows. */
export const draftSchema = (mode: 'create' | 'edit', vendor: WebhookVendor) =>
  v.object({
    name: filled('Name is required.'),
    url: fixedUrlOf(vendor) ? v.string() : v.pipe(filled('URL is required.'), v.check(isWebUrl, URL_FORMAT)),
    api_key:
      mode === 'create' && needsApiKey(vendor)
        ? filled(`API Key is required for ${DELIVERY_METHOD_LABELS[vendor]}.`)
        : v.string(),
    api_version: v.pipe(
      v.string(),
      v.trim(),
      v.regex(API_VERSION_FORMAT, `API Version must be a date such as ${WEBHOOK_API_VERSION}.`),
    ),
    events: v.pipe(v.array(v.string()), v.minLength(1, 'Choose at least one event.')),
  });

export const validateDraft = (draft: WebhookDraft, mode: 'create' | 'edit'): FieldErrors =>
  schemaErrors(draftSchema(mode, draft.vendor), draft);

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

/** The body of an edit: what differs from the stored webhook; never the delivery method. */
export function changedFields(draft: WebhookDraft, stored: Webhook): Partial<WebhookWrite> {
  const { name, url, api_version, events } = stored;
  const next = toWrite({ ...draft, vendor: stored.vendor });
  const { vendor: _fixed, ...changes } = diff(next, { name, url, api_version, events });
  return changes;
}

/** 'url is required' → 'URL is required.' */
function readable(field: string, text: string): string {
  const label = FIELD_LABELS[field as WebhookField];
  const named = text.startsWith(field) ? `${label}${text.slice(field.length)}` : text;
  const said = sentence(named);
  return /[.!?]$/.test(said) ? said : `${said}.`;
}

/** A refused save (422), each problem on its field called by its label (CONTRACT.md §2). */
export const serverErrorsOf = (error: unknown) =>
  serverFieldErrors(error, { fields: Object.keys(FIELD_LABELS), entity: 'webhook', word: readable });
