import { describe, expect, it } from 'vitest';
import { blankDraft, type LinkDraft, withVendor } from './link-draft.ts';
import { linkPayload } from './link-payload.ts';
import { linkRules } from './link-rules.ts';
import { VENDORS } from './vendor-fixtures.ts';

const payloadFor = (vendor: keyof typeof VENDORS, draft: LinkDraft) =>
  linkPayload(draft, linkRules(VENDORS[vendor], draft));

describe('linkPayload', () => {
  it('sends the trimmed choices and the enabled flag', () => {
    const draft = {
      ...blankDraft('postgres'),
      name: ' Globex ',
      recipient_id: 'r1',
      host: ' db.globex.com ',
    };
    expect(payloadFor('postgres', draft)).toEqual({
      name: 'Globex',
      recipient_id: 'r1',
      vendor: 'postgres',
      host: 'db.globex.com',
      set_destination_enabled: true,
    });
  });

  it('leaves out presets the chosen vendor does not show, even if typed earlier', () => {
    const typed = {
      ...blankDraft('delta_lake'),
      name: 'L',
      recipient_id: 'r1',
      host: 'https://s3.example.com',
    };
    // S3 storage: Delta Lake has no endpoint to preset.
    expect(payloadFor('delta_lake', { ...typed, bucket_name: 'lake' })).toEqual({
      name: 'L',
      recipient_id: 'r1',
      vendor: 'delta_lake',
      bucket_vendor: 'bucket_s3',
      bucket_name: 'lake',
      set_destination_enabled: true,
    });
    const unity = { ...withVendor(typed, 'databricks'), host: 'h', bucket_name: 'old' };
    expect(payloadFor('databricks', unity)).toEqual({
      name: 'L',
      recipient_id: 'r1',
      vendor: 'databricks',
      host: 'h',
      metastore: 'unity_catalog',
      set_destination_enabled: true,
    });
  });

  it('sends a redirect URL and a disabled start only when chosen', () => {
    const draft = {
      ...blankDraft('postgres'),
      name: 'G',
      recipient_id: 'r1',
      host: 'h',
      set_destination_enabled: false,
      redirect_url: ' https://globex.example.com/done ',
    };
    expect(payloadFor('postgres', draft)).toMatchObject({
      set_destination_enabled: false,
      redirect_url: 'https://globex.example.com/done',
    });
  });
});
