/**
 * The 'Add credential' form's rules: every field is required (the server says the same). The
 * password is never part of React state or any cache: it is read from the form element only at the
 * moment a test or a save is sent.
 */
import { isApiError } from '../../../api/errors.ts';
import type { RecipientSourceCredentialWrite } from '../../../api/schemas/recipient.ts';

export type CredentialField = keyof RecipientSourceCredentialWrite;
export type CredentialErrors = Partial<Record<CredentialField, string>>;

export const CREDENTIAL_LABELS: Record<CredentialField, string> = {
  recipient_id: 'Recipient',
  source_id: 'Source',
  username: 'Username',
  password: 'Password',
};
const FIELDS = Object.keys(CREDENTIAL_LABELS) as CredentialField[];

export function readCredential(form: FormData): RecipientSourceCredentialWrite {
  const text = (name: CredentialField) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    recipient_id: text('recipient_id'),
    source_id: text('source_id'),
    username: text('username').trim(),
    // Spaces can be part of a password: sent exactly as typed.
    password: text('password'),
  };
}

export function validateCredential(credential: RecipientSourceCredentialWrite): CredentialErrors {
  const errors: CredentialErrors = {};
  for (const field of FIELDS) {
    if (credential[field].trim() === '') errors[field] = `${CREDENTIAL_LABELS[field]} is required.`;
  }
  return errors;
}

const CONFLICT = 409;
const INVALID = 422;
const FIELD_ISSUE = /^recipient_source_credential\.(recipient_id|source_id|username|password):\s*(.+)$/;

/**
 * A refused save, next to its field: 409 is a second credential for the same pair (shown on the
 * source), 422 names the field (`recipient_source_credential.source_id: no such source`).
 */
export function credentialErrorsOf(error: unknown): CredentialErrors {
  if (!isApiError(error)) return {};
  if (error.status === CONFLICT) return { source_id: error.message };
  if (error.status !== INVALID) return {};
  const errors: CredentialErrors = {};
  for (const part of error.message.split('; ')) {
    const match = FIELD_ISSUE.exec(part.trim());
    const field = match?.[1] as CredentialField | undefined;
    if (field && match?.[2] && !errors[field]) {
      errors[field] = match[2].charAt(0).toUpperCase() + match[2].slice(1);
    }
  }
  return errors;
}
