import type { DestinationVendor } from '../../../../src/api/schemas/vendor.ts';
import { installHex } from '../install-secrets.ts';
import type { Made, SettingsContext } from './context.ts';

/** Cloud warehouses and lakehouses that load through a staging bucket or a cloud role. */
export function cloudWarehouseSettings(vendor: DestinationVendor, ctx: SettingsContext): Made | null {
  const { rng, short, under, awsRegion, schema, roleArn, bucket } = ctx;
  const awsRole = { auth_method: 'aws_iam_role', aws_iam_role: { aws_iam_role_arn: roleArn } };
  const s3Bucket = {
    bucket_vendor: 'bucket_s3',
    bucket_s3: { bucket_name: bucket, bucket_region: awsRegion },
  };

  switch (vendor) {
    case 'redshift':
    case 'redshift_serverless': {
      const serverless = vendor === 'redshift_serverless';
      const host = serverless
        ? `${short}-wg.${ctx.account}.${awsRegion}.redshift-serverless.aws.example`
        : `${short}-warehouse.${rng.hex(10)}.${awsRegion}.redshift.aws.example`;
      const where = serverless ? { workgroup: `${short}-wg` } : { cluster: `${short}-warehouse` };
      return {
        settings: { host, port: 5439, database: 'dev', schema, ...where, ...awsRole, ...s3Bucket },
        secrets: {},
        host,
      };
    }
    case 'athena':
      return {
        settings: { database: under, workgroup: 'primary', ...awsRole, ...s3Bucket },
        secrets: {},
        host: `athena.${awsRegion}.aws.example`,
      };
    case 'bigquery':
      return {
        settings: {
          project_id: `${ctx.slug}-analytics`,
          schema,
          auth_method: 'gcp_service_account_role',
          gcp_service_account_role: {
            service_account_email: `prequel@${ctx.slug}-analytics.iam.gcp.example`,
          },
          bucket_vendor: 'bucket_gcs',
          bucket_gcs: { bucket_name: bucket, bucket_region: ctx.gcpRegion },
        },
        secrets: {},
        host: 'bigquery.gcp.example',
      };
    case 'databricks': {
      const host = `dbc-${rng.hex(8)}-${rng.hex(4)}.cloud.databricks.example`;
      const unity = rng.chance(0.5);
      const accessId = `AKIA${rng.hex(16).toUpperCase()}`;
      return {
        settings: {
          host,
          http_path: `/sql/1.0/warehouses/${rng.hex(16)}`,
          catalog: unity ? 'main' : 'hive_metastore',
          schema,
          auth_method: 'access_token_auth',
          metastore: unity ? 'unity_catalog' : 'hive',
          // Unity Catalog manages storage itself; the Hive metastore loads through an S3 bucket.
          ...(unity
            ? {}
            : {
                bucket_vendor: 'bucket_s3',
                bucket_name: bucket,
                bucket_region: awsRegion,
                aws_access_keys: { access_id: accessId },
              }),
        },
        secrets: {
          access_token_auth: { access_token: `dapi${installHex(rng, 32)}` },
          ...(unity ? {} : { aws_access_keys: { secret_key: installHex(rng, 40) } }),
        },
        host,
      };
    }
    case 'delta_lake':
      return {
        settings: {
          bucket_vendor: 'bucket_s3',
          bucket_name: bucket,
          bucket_region: awsRegion,
          folder: 'delta/acme',
          ...awsRole,
          retention_window_days: 7,
          column_mapping_mode: 'name',
          deletion_vectors_disabled: false,
          change_data_feed_disabled: true,
        },
        secrets: {},
        host: `s3.${awsRegion}.aws.example`,
      };
    default:
      return null;
  }
}
