import type { DestinationVendor } from '../../src/api/schemas/vendor.ts';

/** How each destination vendor is named to people (vendor lists, seeded destination names). */
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
