/**
 * A refused save names its field (CONTRACT.md §2: 422 `webhook.url: url is required; webhook.events:
 * choose at least one event`). Each problem goes next to its field, with the field called by its
 * label; the toast, raised by the network layer, says it too.
 */
import { isApiError } from '../../../api/errors.ts';
import { type DraftErrors, FIELD_LABELS, type WebhookField } from './webhook-draft.ts';

const INVALID = 422;
const FIELD_ISSUE = /^webhook\.(name|vendor|url|api_key|api_version|events)(?:\.\d+)?:\s*(.+)$/;

/** 'url is required' → 'URL is required.' */
function readable(field: WebhookField, text: string): string {
  const named = text.startsWith(field) ? `${FIELD_LABELS[field]}${text.slice(field.length)}` : text;
  const sentence = named.charAt(0).toUpperCase() + named.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

export function fieldErrorsOf(error: unknown): DraftErrors {
  if (!isApiError(error) || error.status !== INVALID) return {};
  const errors: DraftErrors = {};
  for (const part of error.message.split('; ')) {
    const match = FIELD_ISSUE.exec(part.trim());
    const field = match?.[1] as WebhookField | undefined;
    if (field && match?.[2] && !errors[field]) errors[field] = readable(field, match[2]);
  }
  return errors;
}
