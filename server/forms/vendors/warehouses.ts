import type { FormContext } from '../form-context.ts';
import { type Draft, integer, publicKey, secret, select, text, when } from '../nodes.ts';
import { awsRoleAuth, GCP_AUTH_METHODS, gcpAuthBranches, passwordAuth } from '../shared-fields.ts';
import type { VendorForms } from '../vendor-form.ts';

/**
 * Cloud warehouses. Redshift, Athena and BigQuery load from a staging bucket the customer owns
 * (`bucket_name`/`bucket_region` are sent under `bucket_s3`/`bucket_gcs`, CONTRACT.md §6).
 */
const ROLE_FOR_S3_LOADS =
  'A role in your AWS account that may use the warehouse and read and write the staging bucket.';

function stagingBucket(vendor: 'bucket_s3' | 'bucket_gcs'): Draft[] {
  const s3 = vendor === 'bucket_s3';
  return [
    select('bucket_vendor', 4, 'Staging Bucket Vendor', [
      [vendor, s3 ? 'Amazon S3' : 'Google Cloud Storage'],
    ]),
    text('bucket_name', 4, 'Staging Bucket Name', {
      placeholder: 'acme-prequel-staging',
      description: 'Files are staged here before loading and removed afterwards.',
    }),
    text('bucket_region', 4, 'Staging Bucket Region', {
      placeholder: s3 ? 'us-east-1' : 'us-central1',
      description: 'Must be the region of the warehouse.',
    }),
  ];
}

const awsAuth = (ctx: FormContext) =>
  select('auth_method', 3, 'Authentication Method', [['aws_iam_role', 'AWS IAM role']], {}, [
    awsRoleAuth(ctx, ROLE_FOR_S3_LOADS),
  ]);

const redshiftCommon = (ctx: FormContext, host: string, where: Draft): Draft[] => [
  text('host', 2, 'Host', {
    placeholder: host,
    description: 'The endpoint without port. Cannot be changed later.',
  }),
  integer('port', 2, 'Port', { placeholder: '5439' }),
  text('database', 2, 'Database', { placeholder: 'dev' }),
  text('schema', 2, 'Schema', { placeholder: 'prequel', description: 'Created if it does not exist.' }),
  where,
  awsAuth(ctx),
  ...stagingBucket('bucket_s3'),
];

export const warehouseForms: VendorForms = {
  snowflake: () => [
    text('host', 2, 'Host', {
      placeholder: 'xy12345.us-east-1.snowflakecomputing.com',
      description: 'Your account URL without https://. Cannot be changed later.',
    }),
    text('database', 2, 'Database', { placeholder: 'ANALYTICS' }),
    text('schema', 2, 'Schema', { placeholder: 'PREQUEL', description: 'Created if it does not exist.' }),
    select(
      'auth_method',
      3,
      'Authentication Method',
      [
        ['password_auth', 'Password'],
        ['public_key_auth', 'Key pair'],
      ],
      {},
      [
        passwordAuth('PREQUEL_LOADER'),
        when(
          'public_key_auth',
          text('username', 3, 'Username', { placeholder: 'PREQUEL_LOADER' }),
          publicKey('public_key', 3, 'Public Key', 'pkcs8', {
            description: "Run ALTER USER <username> SET RSA_PUBLIC_KEY='<key body>' with this key.",
          }),
        ),
      ],
    ),
  ],
  redshift: (ctx) =>
    redshiftCommon(
      ctx,
      'my-cluster.abc123xyz789.us-east-1.redshift.amazonaws.com',
      text('cluster', 2, 'Cluster Identifier', { placeholder: 'my-cluster' }),
    ),
  redshift_serverless: (ctx) =>
    redshiftCommon(
      ctx,
      'my-workgroup.123456789012.us-east-1.redshift-serverless.amazonaws.com',
      text('workgroup', 2, 'Workgroup', { placeholder: 'my-workgroup' }),
    ),
  athena: (ctx) => [
    text('database', 2, 'Database', {
      placeholder: 'prequel',
      description: 'The Glue Data Catalog database tables are registered in.',
    }),
    text('workgroup', 2, 'Workgroup', { placeholder: 'primary' }),
    awsAuth(ctx),
    ...stagingBucket('bucket_s3'),
  ],
  bigquery: (ctx) => [
    text('project_id', 2, 'Project ID', { placeholder: 'acme-analytics-123456' }),
    text('schema', 2, 'Dataset', { placeholder: 'prequel', description: 'Created if it does not exist.' }),
    select('auth_method', 3, 'Authentication Method', GCP_AUTH_METHODS, {}, gcpAuthBranches(ctx)),
    ...stagingBucket('bucket_gcs'),
  ],
  clickhouse: () => [
    text('host', 2, 'Host', {
      placeholder: 'abc123.us-east-1.aws.clickhouse.cloud',
      description: 'Cannot be changed later.',
    }),
    integer('port', 2, 'Port', { placeholder: '8443', description: 'The HTTPS port.' }),
    text('database', 2, 'Database', { placeholder: 'prequel' }),
    select('auth_method', 3, 'Authentication Method', [['password_auth', 'Password']], {}, [
      passwordAuth('prequel_writer'),
    ]),
    ...bucketWithKeys({ optional: false }),
  ],
};

/**
 * A staging bucket reached with keys (ClickHouse and the Databricks Hive metastore): the keys hang
 * under the bucket vendor and are sent under `aws_access_keys` / `gcs_hmac_keys`.
 */
export function bucketWithKeys(options: { optional: boolean; description?: string }): Draft[] {
  const extra = { optional: options.optional };
  return [
    select(
      'bucket_vendor',
      4,
      'Staging Bucket Vendor',
      [
        ['bucket_s3', 'Amazon S3'],
        ['bucket_gcs', 'Google Cloud Storage'],
      ],
      { ...extra, description: options.description },
      [
        when(
          'bucket_s3',
          text('access_id', 4, 'AWS Access Key ID', { ...extra, placeholder: 'AKIA…' }),
          secret('secret_key', 4, 'AWS Secret Access Key', extra),
        ),
        when(
          'bucket_gcs',
          secret('access_key', 4, 'HMAC Access Key', { ...extra, placeholder: 'GOOG…' }),
          secret('secret', 4, 'HMAC Secret', extra),
        ),
      ],
    ),
    text('bucket_name', 4, 'Staging Bucket Name', { ...extra, placeholder: 'acme-prequel-staging' }),
    text('bucket_region', 4, 'Staging Bucket Region', { ...extra, placeholder: 'us-east-1' }),
  ];
}
