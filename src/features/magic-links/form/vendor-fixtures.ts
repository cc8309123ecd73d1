/**
 * Test data: entries of `GET /public/vendors/magic-links` as the reference server answers them
 * (server/forms/magic-link-vendors.ts), trimmed to what the form reads.
 */
import type { DestinationVendorInfo } from '../../../api/schemas/vendor.ts';

type Field = DestinationVendorInfo['fields'][number];
const input = (name: string, label: string, is_required: boolean): Field => ({
  name,
  label,
  type: 'string',
  form_element: 'input',
  is_required,
});
const select = (name: string, label: string, choices: [string, string][]): Field => ({
  name,
  label,
  type: 'string',
  form_element: 'select',
  enum: choices.map(([key, display]) => ({ key, display })),
  is_required: false,
});
const vendor = (vendor_name: string, display_name: string, fields: Field[]): DestinationVendorInfo => ({
  vendor_name,
  display_name,
  logo_url: `/api/public/vendor-logos/${vendor_name}.svg`,
  fields,
  docs: `/api/docs?vendor=${vendor_name}`,
  uses_service_account: false,
  uses_staging_bucket: false,
  supports_ssh_tunnel: false,
});

const S3: [string, string] = ['bucket_s3', 'Amazon S3'];
const GCS: [string, string] = ['bucket_gcs', 'Google Cloud Storage'];

export const VENDORS = {
  postgres: vendor('postgres', 'PostgreSQL', [input('host', 'Host', true)]),
  redshift: vendor('redshift', 'Redshift', [
    input('host', 'Host', true),
    select('bucket_vendor', 'Staging Bucket Vendor', [S3]),
    input('bucket_name', 'Staging Bucket Name', true),
  ]),
  clickhouse: vendor('clickhouse', 'ClickHouse', [
    input('host', 'Host', true),
    select('bucket_vendor', 'Staging Bucket Vendor', [S3, GCS]),
    input('bucket_name', 'Staging Bucket Name', true),
  ]),
  databricks: vendor('databricks', 'Databricks', [
    input('host', 'Server Hostname', true),
    select('bucket_vendor', 'Staging Bucket Vendor', [S3, GCS]),
    input('bucket_name', 'Staging Bucket Name', false),
    select('metastore', 'Metastore', [
      ['unity_catalog', 'Unity Catalog'],
      ['hive', 'Hive metastore'],
    ]),
  ]),
  delta_lake: vendor('delta_lake', 'Delta Lake', [
    input('host', 'Endpoint', false),
    select('bucket_vendor', 'Storage', [
      S3,
      ['bucket_s3_compatible', 'S3 Compatible'],
      ['bucket_abs', 'Azure Blob Storage'],
      GCS,
    ]),
    input('bucket_name', 'Bucket or Container Name', true),
  ]),
  s3_compatible: vendor('s3_compatible', 'S3 Compatible', [
    input('host', 'Endpoint', true),
    input('bucket_name', 'Bucket Name', true),
  ]),
  abs: vendor('abs', 'Azure Blob Storage', []),
} satisfies Record<string, DestinationVendorInfo>;
