import { readPath } from '../../src/api/wire/field-paths.ts';

/**
 * Rules that span fields and so cannot be written as tree branches without breaking the wire paths
 * of CONTRACT.md §6: the Databricks Hive metastore needs a staging bucket with keys (Unity Catalog
 * needs none, and its leftovers are dropped), and a Delta Lake's auth method must fit its storage.
 */
/** What the rules read of a destination already checked against its form (validate-destination.ts). */
interface RuleInput {
  settings: Record<string, unknown>;
  secrets: Record<string, unknown>;
}

const HIVE_BUCKET_KEYS: Record<string, [string, string][]> = {
  bucket_s3: [
    ['aws_access_keys', 'access_id'],
    ['aws_access_keys', 'secret_key'],
  ],
  bucket_gcs: [
    ['gcs_hmac_keys', 'access_key'],
    ['gcs_hmac_keys', 'secret'],
  ],
};
const DATABRICKS_BUCKET_FIELDS = [
  'bucket_vendor',
  'bucket_name',
  'bucket_region',
  'aws_access_keys',
  'gcs_hmac_keys',
];

const DELTA_LAKE_AUTH: Record<string, string[]> = {
  bucket_s3: ['aws_iam_role', 'access_keys'],
  bucket_s3_compatible: ['access_keys'],
  bucket_abs: ['azure_storage_account_access_key'],
  bucket_gcs: ['gcp_service_account_role', 'gcp_service_account_key', 'gcp_workload_identity_federation'],
};

function databricks(d: RuleInput): string[] {
  const settings = (d.settings.databricks ?? {}) as Record<string, unknown>;
  const secrets = (d.secrets.databricks ?? {}) as Record<string, unknown>;
  if (settings.metastore !== 'hive') {
    for (const field of DATABRICKS_BUCKET_FIELDS) {
      delete settings[field];
      delete secrets[field];
    }
    return [];
  }
  const bucketVendor = settings.bucket_vendor;
  if (typeof bucketVendor !== 'string')
    return ['databricks.bucket_vendor is required for the Hive metastore'];
  const problems: string[] = [];
  if (!settings.bucket_name) problems.push('databricks.bucket_name is required for the Hive metastore');
  for (const [container, name] of HIVE_BUCKET_KEYS[bucketVendor] ?? []) {
    const value = readPath(settings, [container, name]) ?? readPath(secrets, [container, name]);
    if (!value) problems.push(`databricks.${container}.${name} is required for the Hive metastore`);
  }
  return problems;
}

function deltaLake(d: RuleInput): string[] {
  const settings = (d.settings.delta_lake ?? {}) as Record<string, unknown>;
  const storage = String(settings.bucket_vendor);
  const allowed = DELTA_LAKE_AUTH[storage] ?? [];
  return allowed.includes(String(settings.auth_method))
    ? []
    : [`delta_lake.auth_method must be ${allowed.join(' or ')} when bucket_vendor is ${storage}`];
}

export function vendorRuleProblems(d: RuleInput): string[] {
  if (d.settings.databricks) return databricks(d);
  if (d.settings.delta_lake) return deltaLake(d);
  return [];
}
