import type { SourceVendor } from '../../../src/api/schemas/source.ts';
import type { OrganizationKeys } from '../../store/organization-ssh-keys.ts';
import type { FormContext } from '../form-context.ts';
import { type Branch, type Draft, integer, secret, select, text, when } from '../nodes.ts';
import { connectionTimeout, GCP_AUTH_METHODS, gcpAuthBranches, ssl } from '../shared-fields.ts';
import { bucketWithKeys } from '../vendors/warehouses.ts';
import { organizationKeyNode, sourceSshTunnel } from './source-tunnel.ts';

/**
 * Each source vendor's own fields. Sources are read, not written: logins need only read access, and
 * no schema is created. Field names and wire paths are the destination ones (CONTRACT.md §6), so the
 * same walk, validation and connection rule apply.
 */
export interface SourceFormContext extends FormContext {
  keys: OrganizationKeys;
}
type SourceFields = (ctx: SourceFormContext) => Draft[];

const READER = 'A read-only user that can select the tables your models export.';

const passwordAuth = (username: string): Branch =>
  when(
    'password_auth',
    text('username', 3, 'Username', { placeholder: username, description: READER }),
    secret('password', 3, 'Password'),
  );

const passwordOnly = (username: string) =>
  select('auth_method', 3, 'Authentication Method', [['password_auth', 'Password']], {}, [
    passwordAuth(username),
  ]);

const host = (placeholder: string) =>
  text('host', 2, 'Host', { placeholder, description: 'Cannot be changed later.' });

/** Databases read over their own protocol, optionally through an SSH tunnel. */
const sqlSource =
  (hostPlaceholder: string, port: number, username: string, withSsl = true): SourceFields =>
  (ctx) => [
    host(hostPlaceholder),
    integer('port', 2, 'Port', { placeholder: String(port) }),
    text('database', 2, 'Database', { placeholder: 'analytics' }),
    passwordOnly(username),
    sourceSshTunnel(ctx.keys),
    ...(withSsl ? [ssl()] : []),
    connectionTimeout(),
  ];

const AURORA_HOST = 'my-cluster.cluster-abc123.us-east-1.rds.amazonaws.com';

export const SOURCE_FIELDS: Record<SourceVendor, SourceFields> = {
  snowflake: (ctx) => [
    host('xy12345.us-east-1.snowflakecomputing.com'),
    text('database', 2, 'Database', { placeholder: 'ANALYTICS' }),
    text('warehouse', 2, 'Warehouse', { placeholder: 'PREQUEL_WH', optional: true }),
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
        passwordAuth('PREQUEL_READER'),
        when(
          'public_key_auth',
          text('username', 3, 'Username', { placeholder: 'PREQUEL_READER', description: READER }),
          organizationKeyNode(
            'public_key',
            3,
            'Public Key',
            'pkcs8',
            ctx.keys.primary,
            "Run ALTER USER <username> SET RSA_PUBLIC_KEY='<key body>' with your organisation's primary key.",
          ),
        ),
      ],
    ),
  ],
  postgres: sqlSource('db.example.com', 5432, 'prequel_reader'),
  aurora_postgres: sqlSource(AURORA_HOST, 5432, 'prequel_reader'),
  mysql: sqlSource('db.example.com', 3306, 'prequel_reader'),
  aurora_mysql: sqlSource(AURORA_HOST, 3306, 'prequel_reader'),
  sql_server: sqlSource('myserver.database.windows.net', 1433, 'prequel_reader'),
  redshift: sqlSource(
    'my-cluster.abc123xyz789.us-east-1.redshift.amazonaws.com',
    5439,
    'prequel_reader',
    false,
  ),
  bigquery: (ctx) => [
    text('project_id', 2, 'Project ID', { placeholder: 'acme-analytics-123456' }),
    select('auth_method', 3, 'Authentication Method', GCP_AUTH_METHODS, {}, gcpAuthBranches(ctx)),
    select('bucket_vendor', 4, 'Export Bucket Vendor', [['bucket_gcs', 'Google Cloud Storage']]),
    text('bucket_name', 4, 'Export Bucket Name', {
      placeholder: 'acme-prequel-exports',
      description: 'Tables are exported here before they are read, and the files removed afterwards.',
    }),
    text('bucket_region', 4, 'Export Bucket Region', {
      placeholder: 'us-central1',
      description: 'Must be the location of the dataset.',
    }),
  ],
  databricks: () => [
    text('host', 2, 'Server Hostname', {
      placeholder: 'dbc-a1b2c3d4-e5f6.cloud.databricks.com',
      description: 'From the SQL warehouse "Connection details" tab. Cannot be changed later.',
    }),
    text('http_path', 2, 'HTTP Path', { placeholder: '/sql/1.0/warehouses/1a2b3c4d5e6f7a8b' }),
    text('catalog', 2, 'Catalog', { placeholder: 'main', optional: true }),
    select('auth_method', 3, 'Authentication Method', [['access_token_auth', 'Access token']], {}, [
      when('access_token_auth', secret('access_token', 3, 'Access Token', { placeholder: 'dapi…' })),
    ]),
    select('metastore', 4, 'Metastore', [
      ['unity_catalog', 'Unity Catalog'],
      ['hive', 'Hive metastore'],
    ]),
    ...bucketWithKeys({
      optional: true,
      description: 'Hive metastore only: tables are unloaded here before they are read.',
    }),
  ],
  clickhouse: () => [
    host('abc123.us-east-1.aws.clickhouse.cloud'),
    integer('port', 2, 'Port', { placeholder: '8443', description: 'The HTTPS port.' }),
    text('database', 2, 'Database', { placeholder: 'analytics' }),
    passwordOnly('prequel_reader'),
  ],
};
