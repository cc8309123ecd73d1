/**
 * How one delivery attempt reads in the 'Recent deliveries' table: every value in words, so a
 * missing answer (the receiver never replied) is said rather than left blank. A held delivery (the
 * server sent nothing to that address) reads as held, with the request it would have sent.
 */
import type { WebhookDelivery, WebhookHeldRequest } from '../../../api/schemas/webhook.ts';
import type { StatusTone } from '../../../components/data/status-tone.ts';
import { formatCount } from '../../../lib/format.ts';
import { MISSING_TEXT } from '../../../lib/time.ts';

export const NO_RESPONSE_TEXT = 'No response';
export const NO_ERROR_TEXT = 'None';
export const NO_BODY_TEXT = 'None: a GET carries the payload in the URL.';

export const resultText = (d: Pick<WebhookDelivery, 'succeeded' | 'held_request'>) =>
  d.held_request ? 'Held' : d.succeeded ? 'Succeeded' : 'Failed';

export const resultTone = (d: Pick<WebhookDelivery, 'succeeded' | 'held_request'>): StatusTone =>
  d.held_request ? 'gray' : d.succeeded ? 'green' : 'red';

export const statusCodeText = (d: Pick<WebhookDelivery, 'status_code'>) =>
  d.status_code === null ? NO_RESPONSE_TEXT : String(d.status_code);

export const durationText = (d: Pick<WebhookDelivery, 'duration_ms'>) =>
  d.duration_ms === null ? MISSING_TEXT : `${formatCount(d.duration_ms)} ms`;

export const errorText = (d: Pick<WebhookDelivery, 'error'>) => d.error?.trim() || NO_ERROR_TEXT;

/** One `Name: value` line per header, as they would have been sent. */
export const headerLines = (headers: WebhookHeldRequest['headers']) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** A JSON body indented for reading; any other body as sent. */
export function bodyText(body: WebhookHeldRequest['body']): string {
  if (body === null) return NO_BODY_TEXT;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
