import { describe, expect, it } from 'vitest';
import { blankDraft, withMetastore, withVendor } from './link-draft.ts';

describe('the magic link draft (SPEC.md §4)', () => {
  it('starts enabled, blank, on the given vendor', () => {
    expect(blankDraft('postgres')).toMatchObject({
      vendor: 'postgres',
      name: '',
      recipient_id: '',
      set_destination_enabled: true,
      bucket_vendor: '',
      metastore: '',
    });
  });

  it('resets bucket_name and metastore when the vendor changes, keeping the rest', () => {
    const typed = {
      ...blankDraft('databricks'),
      name: 'Globex',
      host: 'h',
      bucket_name: 'b',
      metastore: 'hive',
    };
    expect(withVendor(typed, 'postgres')).toMatchObject({
      vendor: 'postgres',
      name: 'Globex',
      host: 'h',
      bucket_name: '',
      metastore: '',
    });
  });

  it('defaults Databricks to Unity Catalog', () => {
    expect(withVendor(blankDraft('postgres'), 'databricks').metastore).toBe('unity_catalog');
  });

  it('forces S3 storage for Delta Lake and ClickHouse, and clears it for other vendors', () => {
    expect(withVendor(blankDraft('postgres'), 'delta_lake').bucket_vendor).toBe('bucket_s3');
    expect(withVendor(blankDraft('postgres'), 'clickhouse').bucket_vendor).toBe('bucket_s3');
    const gcs = { ...blankDraft('clickhouse'), bucket_vendor: 'bucket_gcs' };
    expect(withVendor(gcs, 'redshift').bucket_vendor).toBe('');
  });

  it('sets S3 storage for the Hive metastore and clears it otherwise', () => {
    const hive = withMetastore(blankDraft('databricks'), 'hive');
    expect(hive.bucket_vendor).toBe('bucket_s3');
    expect(withMetastore({ ...hive, bucket_vendor: 'bucket_gcs' }, 'unity_catalog').bucket_vendor).toBe('');
  });
});
