import { integer, publicKey, secret, select, text, when } from '../nodes.ts';
import {
  awsRoleAuth,
  fileFormat,
  folder,
  GCP_AUTH_METHODS,
  gcpAuthBranches,
  passwordAuth,
} from '../shared-fields.ts';
import type { VendorForms } from '../vendor-form.ts';

/** Object storage, a file server, and MongoDB (which, like them, has no schema to write to). */
const bucket = (placeholder: string) =>
  text('bucket_name', 4, 'Bucket Name', { placeholder, description: 'Cannot contain a path; use Folder.' });

export const storageForms: VendorForms = {
  s3: (ctx) => [
    bucket('acme-exports'),
    text('bucket_region', 4, 'Bucket Region', { placeholder: 'us-east-1' }),
    folder('exports/acme'),
    fileFormat(),
    select('auth_method', 3, 'Authentication Method', [['aws_iam_role', 'AWS IAM role']], {}, [
      awsRoleAuth(ctx, 'A role in your AWS account that may write to the bucket.'),
    ]),
  ],
  s3_compatible: () => [
    text('host', 2, 'Endpoint', {
      placeholder: 'https://s3.wasabisys.com',
      description: 'The S3 API endpoint of your storage, with https://. Cannot be changed later.',
    }),
    bucket('acme-exports'),
    text('bucket_region', 4, 'Bucket Region', { placeholder: 'us-east-1' }),
    folder('exports/acme'),
    fileFormat(),
    select('auth_method', 3, 'Authentication Method', [['access_keys', 'Access keys']], {}, [
      when(
        'access_keys',
        text('access_id', 3, 'Access Key ID'),
        secret('secret_key', 3, 'Secret Access Key'),
      ),
    ]),
  ],
  gcs: (ctx) => [
    bucket('acme-exports'),
    folder('exports/acme'),
    fileFormat(),
    select('auth_method', 3, 'Authentication Method', GCP_AUTH_METHODS, {}, gcpAuthBranches(ctx)),
  ],
  abs: () => [
    text('storage_account_name', 4, 'Storage Account Name', { placeholder: 'acmedata' }),
    text('container_name', 4, 'Container', { placeholder: 'exports' }),
    folder('acme'),
    fileFormat(),
    select(
      'auth_method',
      3,
      'Authentication Method',
      [
        ['azure_service_shared_access_signature', 'Shared access signature (SAS)'],
        ['azure_storage_account_access_key', 'Storage account access key'],
      ],
      {},
      [
        when(
          'azure_service_shared_access_signature',
          secret('shared_access_signature_token', 3, 'SAS Token', {
            placeholder: 'sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=…&sig=…',
            description: 'A service SAS for the container with read, write, delete, list and create.',
          }),
        ),
        when(
          'azure_storage_account_access_key',
          secret('storage_account_access_key', 3, 'Storage Account Access Key'),
        ),
      ],
    ),
  ],
  sftp: () => [
    text('host', 2, 'Host', { placeholder: 'sftp.example.com', description: 'Cannot be changed later.' }),
    integer('port', 2, 'Port', { placeholder: '22' }),
    text('folder', 4, 'Folder', {
      placeholder: '/incoming/acme',
      description: 'Absolute path on the server.',
    }),
    fileFormat(),
    text('delimiter', 4, 'CSV Delimiter', { placeholder: ',', optional: true }),
    select(
      'auth_method',
      3,
      'Authentication Method',
      [
        ['public_key_auth', 'SSH key'],
        ['password_auth', 'Password'],
      ],
      {},
      [
        when(
          'public_key_auth',
          text('username', 3, 'Username', { placeholder: 'acme' }),
          publicKey('public_key', 3, 'Public Key', 'ssh_rsa', {
            description: "Add this key to the user's ~/.ssh/authorized_keys on the server.",
          }),
        ),
        passwordAuth('acme'),
      ],
    ),
  ],
  mongodb: (ctx) => [
    text('host', 2, 'Host', {
      placeholder: 'cluster0.abcde.mongodb.net',
      description: 'The cluster host without mongodb+srv://. Cannot be changed later.',
    }),
    text('database', 2, 'Database', { placeholder: 'analytics' }),
    text('authentication_database', 2, 'Authentication Database', { placeholder: 'admin', optional: true }),
    select(
      'auth_method',
      3,
      'Authentication Method',
      [
        ['aws_iam_role', 'AWS IAM role'],
        ['password_auth', 'Password'],
      ],
      {},
      [
        awsRoleAuth(ctx, 'A role mapped to a database user (MONGODB-AWS authentication).'),
        passwordAuth('prequel_writer'),
      ],
    ),
  ],
};
