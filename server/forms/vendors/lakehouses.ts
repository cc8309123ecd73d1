import { integer, secret, select, text, when, yesNo } from '../nodes.ts';
import { awsRoleAuth, GCP_AUTH_METHODS, gcpAuthBranches } from '../shared-fields.ts';
import type { VendorForms } from '../vendor-form.ts';
import { bucketWithKeys } from './warehouses.ts';

/**
 * Lakehouses. Databricks defaults to the Hive metastore here (which loads through a staging bucket;
 * Unity Catalog manages storage itself). Delta Lake writes Delta tables straight into a bucket.
 */
const HIVE_ONLY = 'Hive metastore only: Unity Catalog manages its own storage.';

export const lakehouseForms: VendorForms = {
  databricks: () => [
    text('host', 2, 'Server Hostname', {
      placeholder: 'dbc-a1b2c3d4-e5f6.cloud.databricks.com',
      description: 'From the SQL warehouse "Connection details" tab. Cannot be changed later.',
    }),
    text('http_path', 2, 'HTTP Path', { placeholder: '/sql/1.0/warehouses/1a2b3c4d5e6f7a8b' }),
    text('catalog', 2, 'Catalog', { placeholder: 'hive_metastore', optional: true }),
    text('schema', 2, 'Schema', { placeholder: 'prequel', description: 'Created if it does not exist.' }),
    select('auth_method', 3, 'Authentication Method', [['access_token_auth', 'Access token']], {}, [
      when(
        'access_token_auth',
        secret('access_token', 3, 'Access Token', {
          placeholder: 'dapi…',
          description: 'A personal access token of a service principal with the grants in the guide.',
        }),
      ),
    ]),
    select('metastore', 4, 'Metastore', [
      ['hive', 'Hive metastore'],
      ['unity_catalog', 'Unity Catalog'],
    ]),
    ...bucketWithKeys({ optional: true, description: HIVE_ONLY }),
  ],
  delta_lake: (ctx) => [
    select(
      'bucket_vendor',
      4,
      'Storage',
      [
        ['bucket_s3', 'Amazon S3'],
        ['bucket_s3_compatible', 'S3 Compatible'],
        ['bucket_abs', 'Azure Blob Storage'],
        ['bucket_gcs', 'Google Cloud Storage'],
      ],
      {},
      [
        when(
          'bucket_s3_compatible',
          text('host', 4, 'Endpoint', {
            placeholder: 'https://s3.us-west-004.backblazeb2.com',
            description: 'The S3 API endpoint of your storage. Cannot be changed later.',
          }),
        ),
      ],
    ),
    text('bucket_name', 4, 'Bucket or Container Name', { placeholder: 'acme-delta' }),
    text('bucket_region', 4, 'Bucket Region', { placeholder: 'us-east-1', optional: true }),
    text('folder', 4, 'Folder', { placeholder: 'delta/acme', optional: true }),
    select(
      'auth_method',
      3,
      'Authentication Method',
      [
        ['aws_iam_role', 'AWS IAM role (Amazon S3)'],
        ['access_keys', 'Access keys (Amazon S3 or S3 compatible)'],
        ['azure_storage_account_access_key', 'Storage account key (Azure Blob Storage)'],
        ...GCP_AUTH_METHODS.map(([key, label]): [string, string] => [key, `${label} (Google Cloud Storage)`]),
      ],
      {},
      [
        awsRoleAuth(ctx, 'A role in your AWS account that may read and write the bucket.'),
        when(
          'access_keys',
          text('access_id', 3, 'Access Key ID'),
          secret('secret_key', 3, 'Secret Access Key'),
        ),
        when(
          'azure_storage_account_access_key',
          text('storage_account_name', 3, 'Storage Account Name', { placeholder: 'acmedata' }),
          secret('storage_account_access_key', 3, 'Storage Account Access Key'),
        ),
        ...gcpAuthBranches(ctx),
      ],
    ),
    integer('retention_window_days', 6, 'Retention Window (days)', {
      optional: true,
      placeholder: '7',
      description: 'How long old table versions stay available for time travel before VACUUM removes them.',
    }),
    select(
      'column_mapping_mode',
      6,
      'Column Mapping Mode',
      [
        ['name', 'Name'],
        ['id', 'ID'],
        ['none', 'None'],
      ],
      { optional: true },
    ),
    yesNo('deletion_vectors_disabled', 6, 'Disable Deletion Vectors', {
      description: 'Turn off for readers that do not support deletion vectors.',
    }),
    yesNo('change_data_feed_disabled', 6, 'Disable Change Data Feed'),
  ],
};
