import { describe, expect, it } from 'vitest';
import { blankDraft, type LinkDraft } from './link-draft.ts';
import { linkRules } from './link-rules.ts';
import { isHttpUrl, validateLink } from './link-validate.ts';
import { VENDORS } from './vendor-fixtures.ts';

const check = (vendor: keyof typeof VENDORS, patch: Partial<LinkDraft>) => {
  const draft = { ...blankDraft(vendor), ...patch };
  return validateLink(draft, linkRules(VENDORS[vendor], draft));
};
const filled = { name: 'Globex', recipient_id: 'r1' };

describe('validateLink (SPEC.md §5)', () => {
  it('requires a name and a recipient, naming each', () => {
    expect(check('postgres', { host: 'db' })).toEqual({
      name: 'Name is required.',
      recipient_id: 'Recipient is required.',
    });
    expect(check('postgres', { ...filled, name: '   ', host: 'db' })).toEqual({ name: 'Name is required.' });
  });

  it('requires the presets the vendor needs, and only those', () => {
    expect(check('postgres', filled)).toEqual({ host: 'Host is required.' });
    expect(check('postgres', { ...filled, host: 'db.globex.com' })).toEqual({});
    expect(
      check('databricks', { ...filled, host: 'h', metastore: 'hive', bucket_vendor: 'bucket_s3' }),
    ).toEqual({
      bucket_name: 'Bucket Name is required.',
    });
    expect(check('databricks', { ...filled, host: 'h' })).toEqual({});
    expect(check('abs', filled)).toEqual({ bucket_access_id: 'Bucket Access ID is required.' });
  });

  it('accepts a blank redirect URL and refuses one that is not http(s)', () => {
    expect(
      check('postgres', { ...filled, host: 'h', redirect_url: 'https://globex.example.com/done' }),
    ).toEqual({});
    expect(
      check('postgres', { ...filled, host: 'h', redirect_url: 'globex.example.com' }).redirect_url,
    ).toMatch(/^Redirect URL must be a full http\(s\) address/);
    expect(isHttpUrl('ftp://x.example.com')).toBe(false);
    expect(isHttpUrl('http://')).toBe(false);
  });
});
