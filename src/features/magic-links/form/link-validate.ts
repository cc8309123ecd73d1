/**
 * The Generate Magic Link form's checks (SPEC.md §5), each message naming the field and the problem.
 * Returns an empty object when the draft can be sent.
 */
import type { LinkDraft } from './link-draft.ts';
import type { LinkRules, PresetName } from './link-rules.ts';

export type LinkField = keyof LinkDraft;
export type LinkErrors = Readonly<Partial<Record<LinkField, string>>>;

export const FIELD_LABELS: Readonly<Record<LinkField, string>> = {
  name: 'Name',
  recipient_id: 'Recipient',
  vendor: 'Vendor',
  host: 'Host',
  bucket_vendor: 'Bucket Vendor',
  bucket_name: 'Bucket Name',
  bucket_access_id: 'Bucket Access ID',
  metastore: 'Metastore',
  set_destination_enabled: 'Enable the destination when it is created',
  redirect_url: 'Redirect URL',
};

const PRESETS: readonly PresetName[] = [
  'metastore',
  'bucket_vendor',
  'host',
  'bucket_name',
  'bucket_access_id',
];
const MAX_NAME_LENGTH = 255;

const required = (field: LinkField) => `${FIELD_LABELS[field]} is required.`;

/** An absolute http(s) URL, as the server accepts for redirect_url. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).host !== '';
  } catch {
    return false;
  }
}

export function validateLink(draft: LinkDraft, rules: LinkRules): LinkErrors {
  const errors: Partial<Record<LinkField, string>> = {};
  const name = draft.name.trim();
  if (name === '') errors.name = required('name');
  else if (name.length > MAX_NAME_LENGTH) errors.name = `Name must be at most ${MAX_NAME_LENGTH} characters.`;
  if (draft.recipient_id === '') errors.recipient_id = required('recipient_id');
  if (draft.vendor === '') errors.vendor = required('vendor');
  for (const preset of PRESETS) {
    const rule = rules[preset];
    if (rule.shown && rule.required && draft[preset].trim() === '') errors[preset] = required(preset);
  }
  const redirect = draft.redirect_url.trim();
  if (redirect !== '' && !isHttpUrl(redirect)) {
    errors.redirect_url = 'Redirect URL must be a full http(s) address, e.g. https://example.com/done.';
  }
  return errors;
}

/** The field a server message is about (`magic_link.host: host is required…`), when it is one of ours. */
export function fieldOfServerMessage(message: string): LinkField | null {
  const match = /^magic_link\.([a-z_]+)\b/.exec(message.trim());
  const field = match?.[1];
  return field && Object.hasOwn(FIELD_LABELS, field) ? (field as LinkField) : null;
}
