/**
 * The Generate Magic Link form's checks (SPEC.md §5), each message naming the field and the problem.
 * Returns an empty object when the draft can be sent. A refused save names its field the same way.
 */
import * as v from 'valibot';
import { type FieldErrors, filled, schemaErrors } from '../../../components/form/schema-errors.ts';
import { serverFieldErrors } from '../../../components/form/server-errors.ts';
import type { LinkDraft } from './link-draft.ts';
import type { LinkRules, PresetName } from './link-rules.ts';

export type LinkField = keyof LinkDraft;

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

const REDIRECT_FORMAT = 'Redirect URL must be a full http(s) address, e.g. https://example.com/done.';
const chosen = (field: LinkField) => v.pipe(v.string(), v.nonEmpty(required(field)));

/** The form's rules for the presets the vendor needs, in the words the form shows. */
export function linkSchema(rules: LinkRules) {
  const entries: v.ObjectEntries = {
    name: v.pipe(
      filled(required('name')),
      v.maxLength(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters.`),
    ),
    recipient_id: chosen('recipient_id'),
    vendor: chosen('vendor'),
  };
  for (const preset of PRESETS) {
    if (rules[preset].shown && rules[preset].required) entries[preset] = filled(required(preset));
  }
  entries.redirect_url = v.pipe(
    v.string(),
    v.trim(),
    v.check((url) => url === '' || isHttpUrl(url), REDIRECT_FORMAT),
  );
  return v.object(entries);
}

export const validateLink = (draft: LinkDraft, rules: LinkRules): FieldErrors =>
  schemaErrors(linkSchema(rules), draft);

/** A refused save: the server's message next to the field it names (`magic_link.host: …`). */
export const serverErrorsOf = (error: unknown) =>
  serverFieldErrors(error, { fields: Object.keys(FIELD_LABELS), entity: 'magic_link' });
