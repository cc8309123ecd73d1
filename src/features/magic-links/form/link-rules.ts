/**
 * Which preset fields the Generate Magic Link form shows and requires (SPEC.md §5), from the vendor's
 * entry in `GET /public/vendors/magic-links` (its `fields` are exactly what a link can preset) and the
 * choices made so far:
 * - Host: when the vendor has one, required when the vendor requires it; Delta Lake has an endpoint
 *   only with S3 compatible storage, and needs it then.
 * - Bucket Name: when the vendor has one, required when the vendor requires it or for Databricks;
 *   hidden with the Unity Catalog metastore.
 * - Bucket Vendor: offered when the vendor has more than one storage choice (Delta Lake: S3, S3
 *   Compatible, Azure Blob Storage, GCS; ClickHouse and Databricks with Hive: S3, GCS).
 * - Bucket Access ID: Azure storage needs it (the storage account name); S3 compatible storage may
 *   preset its access key id.
 * - Metastore: Databricks only (Unity Catalog, the default, or Hive).
 */
import type { DestinationVendorInfo } from '../../../api/schemas/vendor.ts';
import { BUCKET_ABS, BUCKET_S3_COMPATIBLE, HIVE, type LinkDraft } from './link-draft.ts';

export interface LinkOption {
  value: string;
  label: string;
}

export interface FieldRule {
  shown: boolean;
  required: boolean;
  /** The name the recipient's form gives the field, when it differs from ours. */
  vendorLabel?: string;
  options: readonly LinkOption[];
}

export type PresetName = 'host' | 'bucket_vendor' | 'bucket_name' | 'bucket_access_id' | 'metastore';
export type LinkRules = Readonly<Record<PresetName, FieldRule>>;

const HIDDEN: FieldRule = { shown: false, required: false, options: [] };

export function linkRules(vendor: DestinationVendorInfo | undefined, draft: LinkDraft): LinkRules {
  const field = (name: string) => vendor?.fields.find((f) => f.name === name);
  const optionsOf = (name: string): LinkOption[] =>
    (field(name)?.enum ?? []).map((e) => ({ value: String(e.key), label: e.display }));
  const rule = (name: string, shown: boolean, required: boolean, options = optionsOf(name)): FieldRule => {
    if (!shown) return HIDDEN;
    const label = field(name)?.label;
    return { shown, required, options, ...(label ? { vendorLabel: label } : {}) };
  };
  const name = vendor?.vendor_name ?? '';

  const metastore = field('metastore');
  const unity = name === 'databricks' && draft.metastore !== HIVE;
  const storageChoices = optionsOf('bucket_vendor');
  const chooseStorage = !unity && storageChoices.length > 1;
  // With one choice the vendor's form fixes the storage itself; nothing to ask.
  const storage = chooseStorage ? draft.bucket_vendor : (storageChoices[0]?.value ?? '');
  const host = field('host');
  const hostShown = name === 'delta_lake' ? storage === BUCKET_S3_COMPATIBLE : host !== undefined;
  const bucketName = field('bucket_name');
  const azure = name === 'abs' || storage === BUCKET_ABS;
  const s3Compatible = name === 's3_compatible' || storage === BUCKET_S3_COMPATIBLE;

  return {
    metastore: rule('metastore', metastore !== undefined, true),
    bucket_vendor: rule('bucket_vendor', chooseStorage, true),
    host: rule('host', hostShown, name === 'delta_lake' || host?.is_required === true),
    bucket_name: rule(
      'bucket_name',
      bucketName !== undefined && !unity,
      bucketName?.is_required === true || name === 'databricks',
    ),
    bucket_access_id: rule('bucket_access_id', azure || s3Compatible, azure, []),
  };
}
