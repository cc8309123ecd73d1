import type { DestinationVendor } from '../../../../src/api/schemas/vendor.ts';
import { installHex } from '../install-secrets.ts';
import type { Made, SettingsContext } from './context.ts';

/** Object storage and file servers: files in a folder, in a format. */
export function fileStoreSettings(vendor: DestinationVendor, ctx: SettingsContext): Made | null {
  const { rng, short, bucket } = ctx;
  switch (vendor) {
    case 's3':
      return {
        settings: {
          bucket_name: bucket,
          bucket_region: ctx.awsRegion,
          folder: 'exports/acme',
          file_format: rng.pick(['parquet', 'parquet', 'csv']),
          auth_method: 'aws_iam_role',
          aws_iam_role: { aws_iam_role_arn: ctx.roleArn },
        },
        secrets: {},
        host: `s3.${ctx.awsRegion}.aws.example`,
      };
    case 's3_compatible': {
      const host = rng.pick([
        // Reserved names: no seed names a host off this machine (scripts/check-urls.mjs).
        'https://s3.wasabi.example',
        `https://minio.${short}.example`,
        'https://s3.us-west-004.backblaze.example',
      ]);
      return {
        settings: {
          host,
          bucket_name: bucket,
          bucket_region: 'us-east-1',
          folder: 'acme',
          file_format: 'parquet',
          auth_method: 'access_keys',
          access_keys: { access_id: rng.hex(20).toUpperCase() },
        },
        secrets: { access_keys: { secret_key: installHex(rng, 40) } },
        host,
      };
    }
    case 'gcs':
      return {
        settings: {
          bucket_name: bucket,
          folder: 'acme',
          file_format: rng.pick(['parquet', 'csv']),
          auth_method: 'gcp_service_account_role',
          gcp_service_account_role: {
            service_account_email: `prequel@${ctx.slug}-data.iam.gcp.example`,
          },
        },
        secrets: {},
        host: 'storage.gcp.example',
      };
    case 'abs': {
      const account = `${ctx.under.replaceAll('_', '').slice(0, 18)}data`;
      return {
        settings: {
          storage_account_name: account,
          container_name: 'acme-export',
          folder: 'daily',
          file_format: 'parquet',
          auth_method: 'azure_service_shared_access_signature',
        },
        secrets: {
          azure_service_shared_access_signature: {
            shared_access_signature_token: `sv=2022-11-02&sig=${installHex(rng, 24)}`,
          },
        },
        host: `${account}.blob.azure.example`,
      };
    }
    case 'sftp': {
      const host = `sftp.${short}.example`;
      return {
        settings: {
          host,
          port: 22,
          folder: '/incoming/acme',
          file_format: 'csv',
          delimiter: ',',
          auth_method: 'public_key_auth',
          public_key_auth: { username: `${short}_acme` },
        },
        secrets: {},
        host,
      };
    }
    default:
      return null;
  }
}
