/**
 * How one delivery attempt reads in the 'Recent deliveries' table: every value in words, so a
 * missing answer (the receiver never replied) is said rather than left blank.
 */
import type { WebhookDelivery } from '../../../api/schemas/webhook.ts';
import { formatCount } from '../../../lib/format.ts';
import { MISSING_TEXT } from '../../../lib/time.ts';

export const NO_RESPONSE_TEXT = 'No response';
export const NO_ERROR_TEXT = 'None';

export const resultText = (d: Pick<WebhookDelivery, 'succeeded'>) => (d.succeeded ? 'Succeeded' : 'Failed');

export const statusCodeText = (d: Pick<WebhookDelivery, 'status_code'>) =>
  d.status_code === null ? NO_RESPONSE_TEXT : String(d.status_code);

export const durationText = (d: Pick<WebhookDelivery, 'duration_ms'>) =>
  d.duration_ms === null ? MISSING_TEXT : `${formatCount(d.duration_ms)} ms`;

export const errorText = (d: Pick<WebhookDelivery, 'error'>) => d.error?.trim() || NO_ERROR_TEXT;
