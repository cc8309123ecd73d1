/**
 * What the Generate Magic Link form holds (SPEC.md §3 generation payload), as typed, and the state
 * changes SPEC.md §4 ties to the vendor and metastore choices: a new vendor resets bucket_name and
 * metastore (Databricks starts on Unity Catalog), Delta Lake and ClickHouse start on S3 storage, and
 * the Hive metastore sets S3 storage while Unity Catalog clears it (it manages its own).
 */
export interface LinkDraft {
  name: string;
  recipient_id: string;
  vendor: string;
  host: string;
  bucket_name: string;
  bucket_vendor: string;
  bucket_access_id: string;
  metastore: string;
  set_destination_enabled: boolean;
  redirect_url: string;
}

/** Storage keys as the server's forms name them (it also accepts SPEC.md's short 's3'). */
export const BUCKET_S3 = 'bucket_s3';
export const BUCKET_S3_COMPATIBLE = 'bucket_s3_compatible';
export const BUCKET_ABS = 'bucket_abs';
export const UNITY_CATALOG = 'unity_catalog';
export const HIVE = 'hive';

const S3_BY_DEFAULT: ReadonlySet<string> = new Set(['delta_lake', 'clickhouse']);
const METASTORE_DEFAULT: Readonly<Record<string, string>> = { databricks: UNITY_CATALOG };

export function blankDraft(vendor: string): LinkDraft {
  return withVendor(
    {
      name: '',
      recipient_id: '',
      vendor: '',
      host: '',
      bucket_name: '',
      bucket_vendor: '',
      bucket_access_id: '',
      metastore: '',
      set_destination_enabled: true,
      redirect_url: '',
    },
    vendor,
  );
}

/** The vendor changed: its bucket and metastore start over at their defaults. */
export function withVendor(draft: LinkDraft, vendor: string): LinkDraft {
  return {
    ...draft,
    vendor,
    bucket_name: '',
    metastore: METASTORE_DEFAULT[vendor] ?? '',
    bucket_vendor: S3_BY_DEFAULT.has(vendor) ? BUCKET_S3 : '',
  };
}

/** Hive stages through S3; any other metastore (Unity Catalog) has no bucket of ours. */
export function withMetastore(draft: LinkDraft, metastore: string): LinkDraft {
  return { ...draft, metastore, bucket_vendor: metastore === HIVE ? BUCKET_S3 : '' };
}
