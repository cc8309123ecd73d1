import type { FormDefinition, FormNode, FormValue } from '../../src/api/schemas/form.ts';
import { type DestinationVendor, VENDOR_DISPLAY_NAMES } from '../../src/api/schemas/vendor.ts';
import { findNode, walkFormTree } from '../../src/api/wire/walk.ts';
import { defaultValue } from './prepared-fields.ts';

/**
 * What a magic link presets in the recipient's destination form (SPEC.md §3, §5): host, bucket name,
 * bucket vendor, bucket access id and metastore. Whether each applies and is required follows the
 * vendor's own form, walked as the onboarding page will show it with those values chosen, plus the
 * magic link rules of SPEC.md §4–5: Databricks defaults to Unity Catalog (which has no bucket), the
 * Hive metastore, Delta Lake and ClickHouse default to S3 storage, Databricks always needs a bucket
 * name with Hive, and Azure storage needs the bucket access id (the storage account name).
 */
export interface LinkPresets {
  host?: string | null;
  bucket_name?: string | null;
  bucket_vendor?: string | null;
  bucket_access_id?: string | null;
  metastore?: string | null;
}

export interface PresetField {
  node: FormNode;
  /** Where the value goes in a prepared destination (CONTRACT.md §6). */
  path: string[];
  value: FormValue;
}

export interface PresetPlan {
  problems: string[];
  /** Link fields this vendor needs with these choices (each also has a problem when missing). */
  required: Set<string>;
  /** The values stored with the link (defaults filled in, fields that do not apply null). */
  presets: Required<{ [K in keyof LinkPresets]: string | null }>;
  /** The form fields the link fixes: locked on the onboarding form, written over what is submitted. */
  fields: PresetField[];
}

export const MAGIC_LINK_METASTORE_DEFAULT = 'unity_catalog';
const STORAGE_DEFAULT = 'bucket_s3';
const S3_STORAGE_BY_DEFAULT = new Set<string>(['delta_lake', 'clickhouse']);
/** The console may name storage as in SPEC.md ("s3"); the forms key it as `bucket_s3`. */
const BUCKET_VENDOR_ALIASES: Record<string, string> = {
  s3: 'bucket_s3',
  s3_compatible: 'bucket_s3_compatible',
  abs: 'bucket_abs',
  gcs: 'bucket_gcs',
};
/** Form fields a preset fills; the bucket access id is the storage account name or the key id. */
const PRESET_FIELD_NAMES = [
  'auth_method',
  'host',
  'bucket_name',
  'bucket_vendor',
  'metastore',
  'storage_account_name',
  'access_id',
];
const BUCKET_ONLY = new Set(['bucket_vendor', 'bucket_name', 'access_id']);
/** Delta Lake storage that admits one auth method only: the link fixes it, so its fields open. */
const DELTA_LAKE_FORCED_AUTH: Record<string, string> = {
  bucket_s3_compatible: 'access_keys',
  bucket_abs: 'azure_storage_account_access_key',
};

export const normaliseBucketVendor = (value: string | null | undefined) =>
  value ? (BUCKET_VENDOR_ALIASES[value] ?? value) : undefined;

/** Every node of the branch, depth first, with the path its value is sent at. */
const walk = (root: FormNode, chosen: Record<string, FormValue | undefined>) =>
  walkFormTree(root, (node) => chosen[node.name] ?? defaultValue(node), { includeInternal: true });

const choices = (node: FormNode) => (node.enum ?? []).map((e) => String(e.key)).join(', ');

/** `definition` is the vendor's destination form (`destinationForm(ctx, vendor)`), nodes reused. */
export function planPresets(
  definition: FormDefinition,
  vendor: DestinationVendor,
  input: LinkPresets,
): PresetPlan {
  const root = definition.form;
  const display = VENDOR_DISPLAY_NAMES[vendor];
  const problems: string[] = [];
  const required = new Set<string>();
  const requireField = (name: string, problem: string) => {
    required.add(name);
    problems.push(problem);
  };
  const has = (name: string) => findNode(root, name) !== undefined;

  const metastore = input.metastore ?? (has('metastore') ? MAGIC_LINK_METASTORE_DEFAULT : undefined);
  const unity = vendor === 'databricks' && metastore !== 'hive';
  const hive = vendor === 'databricks' && metastore === 'hive';
  const bucketVendor =
    normaliseBucketVendor(input.bucket_vendor) ??
    (S3_STORAGE_BY_DEFAULT.has(vendor) || hive ? STORAGE_DEFAULT : undefined);
  const chosen: Record<string, FormValue | undefined> = {
    vendor,
    metastore,
    bucket_vendor: unity ? undefined : bucketVendor,
    auth_method: vendor === 'delta_lake' && bucketVendor ? DELTA_LAKE_FORCED_AUTH[bucketVendor] : undefined,
    host: input.host ?? undefined,
    bucket_name: input.bucket_name ?? undefined,
    storage_account_name: input.bucket_access_id ?? undefined,
    access_id: input.bucket_access_id ?? undefined,
  };
  const visited = walk(root, chosen).filter((f) => !(unity && BUCKET_ONLY.has(f.node.name)));
  const reached = (name: string) => visited.find((f) => f.node.name === name);

  if (input.metastore && !has('metastore')) {
    problems.push(
      `magic_link.metastore: a ${display} destination has no metastore (only Databricks has one)`,
    );
  }
  const metastoreField = reached('metastore');
  if (metastoreField && !metastoreField.node.enum?.some((e) => e.key === metastore)) {
    problems.push(`magic_link.metastore: metastore must be one of ${choices(metastoreField.node)}`);
  }
  if (unity) {
    for (const name of ['bucket_vendor', 'bucket_name', 'bucket_access_id'] as const) {
      if (input[name]) {
        problems.push(
          `magic_link.${name}: Unity Catalog manages its own storage; ${name} applies only with the hive metastore`,
        );
      }
    }
  } else {
    const bucketVendorField = reached('bucket_vendor');
    if (input.bucket_vendor && !bucketVendorField) {
      problems.push(`magic_link.bucket_vendor: a ${display} destination has no bucket vendor choice`);
    } else if (
      bucketVendorField &&
      !bucketVendorField.node.enum?.some((e) => e.key === bucketVendorField.value)
    ) {
      problems.push(
        `magic_link.bucket_vendor: bucket_vendor must be one of ${choices(bucketVendorField.node)} for ${display} (received ${JSON.stringify(input.bucket_vendor)})`,
      );
    }
  }

  const host = reached('host');
  if (input.host && !host) {
    problems.push(
      vendor === 'delta_lake'
        ? 'magic_link.host: a Delta Lake destination has a host only with S3 compatible storage'
        : `magic_link.host: a ${display} destination has no host`,
    );
  } else if (host?.node.required && !input.host) {
    requireField(
      'host',
      `magic_link.host: host is required for ${display}${vendor === 'delta_lake' ? ' with S3 compatible storage' : ''}`,
    );
  }
  const bucketName = reached('bucket_name');
  if (input.bucket_name && !bucketName && !unity) {
    problems.push(`magic_link.bucket_name: a ${display} destination has no bucket name`);
  } else if (bucketName && (bucketName.node.required || vendor === 'databricks') && !input.bucket_name) {
    requireField(
      'bucket_name',
      `magic_link.bucket_name: bucket_name is required for ${display}${hive ? ' with the hive metastore' : ''}`,
    );
  }
  const effectiveBucketVendor = unity ? undefined : reached('bucket_vendor')?.value;
  const azure = vendor === 'abs' || effectiveBucketVendor === 'bucket_abs';
  if (azure && !input.bucket_access_id) {
    requireField(
      'bucket_access_id',
      'magic_link.bucket_access_id: bucket_access_id (the storage account name) is required for Azure Blob Storage',
    );
  } else if (input.bucket_access_id && !azure && !bucketName && !unity) {
    problems.push(`magic_link.bucket_access_id: a ${display} destination writes to no bucket`);
  }

  const fields = visited.flatMap((f): PresetField[] =>
    PRESET_FIELD_NAMES.includes(f.node.name) && f.value !== undefined && chosen[f.node.name] !== undefined
      ? [{ ...f, value: f.value }]
      : [],
  );
  return {
    problems,
    required,
    presets: {
      host: host && input.host ? input.host : null,
      bucket_name: bucketName && input.bucket_name ? input.bucket_name : null,
      bucket_vendor: typeof effectiveBucketVendor === 'string' ? effectiveBucketVendor : null,
      bucket_access_id: input.bucket_access_id && (azure || bucketName) ? input.bucket_access_id : null,
      metastore: metastoreField ? String(metastoreField.value) : null,
    },
    fields,
  };
}
