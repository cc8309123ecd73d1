import { describe, expect, it } from 'vitest';
import { blankDraft, type LinkDraft, withMetastore } from './link-draft.ts';
import { linkRules } from './link-rules.ts';
import { VENDORS } from './vendor-fixtures.ts';

const draftFor = (vendor: keyof typeof VENDORS, patch: Partial<LinkDraft> = {}) => ({
  ...blankDraft(vendor),
  ...patch,
});
const rulesFor = (vendor: keyof typeof VENDORS, patch: Partial<LinkDraft> = {}) =>
  linkRules(VENDORS[vendor], draftFor(vendor, patch));
const shown = (rules: ReturnType<typeof linkRules>) =>
  Object.entries(rules)
    .filter(([, r]) => r.shown)
    .map(([name, r]) => `${name}${r.required ? '*' : ''}`)
    .sort();

describe('linkRules (SPEC.md §5)', () => {
  it('asks a database vendor only for its required host', () => {
    expect(shown(rulesFor('postgres'))).toEqual(['host*']);
    expect(rulesFor('postgres').host.vendorLabel).toBe('Host');
  });

  it('asks Redshift for its host and bucket name, without a one-choice storage select', () => {
    expect(shown(rulesFor('redshift'))).toEqual(['bucket_name*', 'host*']);
  });

  it('offers ClickHouse S3 and GCS storage', () => {
    const rules = rulesFor('clickhouse');
    expect(shown(rules)).toEqual(['bucket_name*', 'bucket_vendor*', 'host*']);
    expect(rules.bucket_vendor.options.map((o) => o.label)).toEqual(['Amazon S3', 'Google Cloud Storage']);
  });

  it('offers Delta Lake four storages, and its host only (and then required) with S3 compatible', () => {
    const s3 = rulesFor('delta_lake');
    expect(s3.bucket_vendor.options.map((o) => o.label)).toEqual([
      'Amazon S3',
      'S3 Compatible',
      'Azure Blob Storage',
      'Google Cloud Storage',
    ]);
    expect(shown(s3)).toEqual(['bucket_name*', 'bucket_vendor*']);
    expect(shown(rulesFor('delta_lake', { bucket_vendor: 'bucket_s3_compatible' }))).toEqual([
      'bucket_access_id',
      'bucket_name*',
      'bucket_vendor*',
      'host*',
    ]);
  });

  it('requires the Bucket Access ID for Azure: the abs vendor or abs storage', () => {
    expect(shown(rulesFor('abs'))).toEqual(['bucket_access_id*']);
    expect(rulesFor('delta_lake', { bucket_vendor: 'bucket_abs' }).bucket_access_id).toMatchObject({
      shown: true,
      required: true,
    });
  });

  it('hides the Databricks bucket with Unity Catalog and requires it with Hive', () => {
    const unity = linkRules(VENDORS.databricks, blankDraft('databricks'));
    expect(shown(unity)).toEqual(['host*', 'metastore*']);
    expect(unity.metastore.options.map((o) => o.value)).toEqual(['unity_catalog', 'hive']);
    const hive = linkRules(VENDORS.databricks, withMetastore(blankDraft('databricks'), 'hive'));
    expect(shown(hive)).toEqual(['bucket_name*', 'bucket_vendor*', 'host*', 'metastore*']);
  });

  it('shows nothing to preset before the vendors have loaded', () => {
    expect(shown(linkRules(undefined, blankDraft('')))).toEqual([]);
  });
});
