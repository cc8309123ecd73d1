/**
 * A refused save names its field (SPEC.md §8, CONTRACT.md §2): 409 is a duplicate ID in Provider
 * System; 422 reads `recipient.name: name is required; recipient.products: …`. Each problem goes next
 * to its field (the toast, raised by the network layer, says it too), so the user sees where to fix.
 */
import { isApiError } from '../../../api/errors.ts';
import type { DraftErrors, RecipientField } from './recipient-draft.ts';

const CONFLICT = 409;
const INVALID = 422;
const FIELD_ISSUE = /^recipient\.(name|id_in_provider_system|products)(?:\.\d+)?:\s*(.+)$/;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function fieldErrorsOf(error: unknown): DraftErrors {
  if (!isApiError(error)) return {};
  if (error.status === CONFLICT) return { id_in_provider_system: error.message };
  if (error.status !== INVALID) return {};
  const errors: DraftErrors = {};
  for (const part of error.message.split('; ')) {
    const match = FIELD_ISSUE.exec(part.trim());
    const field = match?.[1] as RecipientField | undefined;
    if (field && match?.[2] && !errors[field]) errors[field] = sentence(match[2]);
  }
  return errors;
}
