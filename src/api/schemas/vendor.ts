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
