import * as v from 'valibot';

/** The destination vendors the server defines a form for (CONTRACT.md §6), in that order. */
export const DESTINATION_VENDORS = [
  'snowflake',
  'postgres',
  'aurora_postgres',
  'mysql',
  'aurora_mysql',
  'sql_server',
  'oracle',
  'redshift',
  'redshift_serverless',
  'athena',
  'bigquery',
  'clickhouse',
  'databricks',
  'delta_lake',
  'mongodb',
  's3',
  's3_compatible',
  'gcs',
  'abs',
  'sftp',
] as const;
export const destinationVendor = v.picklist(
  DESTINATION_VENDORS,
  'vendor must be a supported destination vendor',
);
export type DestinationVendor = v.InferOutput<typeof destinationVendor>;

/** Vendors on which a data integrity check can run (SPEC.md §2.4). */
export const INTEGRITY_CHECK_VENDORS: readonly DestinationVendor[] = [
  'athena',
  'bigquery',
  'clickhouse',
  'postgres',
  'aurora_postgres',
  'databricks',
  'mysql',
  'aurora_mysql',
  'oracle',
  'redshift',
  'snowflake',
  'sql_server',
];

/** Fields that are secrets on the wire: written, never returned (CONTRACT.md §5). */
export const SECRET_FIELDS = [
  'password',
  'secret_key',
  'secret',
  'access_key',
  'access_token',
  'service_account_key',
  'shared_access_signature_token',
  'storage_account_access_key',
  'api_key',
] as const;

/** One field of a vendor in the vendor list (a flat summary of its form branch, SPEC.md §3). */
export const vendorField = v.object({
  name: v.string(),
  label: v.string(),
  type: v.string(),
  form_element: v.string(),
  enum: v.optional(
    v.array(v.object({ key: v.union([v.string(), v.number(), v.boolean()]), display: v.string() })),
  ),
  is_required: v.boolean(),
});

/**
 * A destination vendor as listed by `GET /public/destination-vendors`. `logo_url` and `docs` are
 * absolute paths under the API prefix (`/api/public/vendor-logos/<vendor>.svg`, `/api/docs?vendor=`).
 */
export const destinationVendorInfo = v.object({
  vendor_name: v.string(),
  display_name: v.string(),
  logo_url: v.string(),
  fields: v.array(vendorField),
  docs: v.string(),
  uses_service_account: v.boolean(),
  uses_staging_bucket: v.boolean(),
  supports_ssh_tunnel: v.boolean(),
});
export type DestinationVendorInfo = v.InferOutput<typeof destinationVendorInfo>;
export const destinationVendorListReply = v.object({ vendors: v.array(destinationVendorInfo) });

/**
 * How each destination vendor is named to people: tables, the vendor select, seeded names. The one
 * list for console and server (server/ reuses it rather than keeping its own).
 */
export const VENDOR_DISPLAY_NAMES: Record<DestinationVendor, string> = {
  snowflake: 'Snowflake',
  postgres: 'PostgreSQL',
  aurora_postgres: 'Aurora PostgreSQL',
  mysql: 'MySQL',
  aurora_mysql: 'Aurora MySQL',
  sql_server: 'SQL Server',
  oracle: 'Oracle',
  redshift: 'Redshift',
  redshift_serverless: 'Redshift Serverless',
  athena: 'Athena',
  bigquery: 'BigQuery',
  clickhouse: 'ClickHouse',
  databricks: 'Databricks',
  delta_lake: 'Delta Lake',
  mongodb: 'MongoDB',
  s3: 'Amazon S3',
  s3_compatible: 'S3 Compatible',
  gcs: 'Google Cloud Storage',
  abs: 'Azure Blob Storage',
  sftp: 'SFTP',
};

/** The display name of a vendor key; a vendor this console does not know yet shows its key. */
export const vendorDisplayName = (vendor: string): string =>
  Object.hasOwn(VENDOR_DISPLAY_NAMES, vendor) ? VENDOR_DISPLAY_NAMES[vendor as DestinationVendor] : vendor;
