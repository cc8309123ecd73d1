/**
 * SPEC.md §2.6 quotes the console's behaviour for a column without a description: it reads
 * 'undefined'. That text is kept (users and docs recognise it) but shown muted, so it does not read as
 * a description someone wrote.
 */
export const MISSING_DESCRIPTION_TEXT = 'undefined';

export function columnDescription(description: string | undefined): { text: string; missing: boolean } {
  const text = description?.trim() ?? '';
  return text === '' ? { text: MISSING_DESCRIPTION_TEXT, missing: true } : { text, missing: false };
}
