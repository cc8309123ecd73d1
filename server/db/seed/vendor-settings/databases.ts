import type { DestinationVendor } from '../../../../src/api/schemas/vendor.ts';
import { installHex } from '../install-secrets.ts';
import type { Made, SettingsContext } from './context.ts';

/** Password-authenticated databases and warehouses (optionally through an SSH tunnel). */
export function databaseSettings(vendor: DestinationVendor, ctx: SettingsContext): Made | null {
  const { rng, short, under, awsRegion, password, schema } = ctx;
  const sqlHost = (zone: string) =>
    `${rng.pick(['db', 'warehouse', 'analytics-db'])}.${zone}.${short}.example`;
  const rds = (engine: string) => `${short}-${engine}.cluster-${rng.hex(12)}.${awsRegion}.rds.aws.example`;
  const passwordDb = (host: string, port: number, database: string, username: string): Made => ({
    settings: {
      host,
      port,
      database,
      schema,
      auth_method: 'password_auth',
      password_auth: { username },
      ...(rng.chance(0.3)
        ? {
            use_ssh_tunnel: true,
            ssh_tunnel: {
              ssh_tunnel_host: `bastion.${short}.example`,
              ssh_tunnel_port: 22,
              ssh_tunnel_username: 'prequel',
            },
          }
        : { use_ssh_tunnel: false }),
      disable_ssl: false,
    },
    secrets: { password_auth: { password } },
    host,
  });

  switch (vendor) {
    case 'postgres':
      return passwordDb(sqlHost('internal'), 5432, under, 'prequel_writer');
    case 'aurora_postgres':
      return passwordDb(rds('cluster'), 5432, under, 'prequel');
    case 'mysql':
      return passwordDb(sqlHost('net'), 3306, under, 'prequel_writer');
    case 'aurora_mysql':
      return passwordDb(rds('mysql'), 3306, under, 'prequel');
    case 'sql_server':
      return passwordDb(`${short}-sql.database.azure.example`, 1433, under, 'prequel_writer');
    case 'oracle':
      return passwordDb(sqlHost('corp'), 1521, 'ORCLPDB1', 'PREQUEL_WRITER');
    case 'snowflake': {
      const host = `${short}-${rng.hex(6)}.${awsRegion}.snowflake.example`;
      return {
        settings: {
          host,
          database: `${under.toUpperCase()}_DB`,
          schema: schema.toUpperCase(),
          auth_method: 'password_auth',
          password_auth: { username: 'PREQUEL_LOADER' },
        },
        secrets: { password_auth: { password } },
        host,
      };
    }
    case 'clickhouse': {
      const host = `${rng.hex(10)}.${awsRegion}.aws.clickhouse.example`;
      return {
        settings: {
          host,
          port: 8443,
          database: under,
          auth_method: 'password_auth',
          password_auth: { username: 'default' },
          bucket_vendor: 'bucket_s3',
          bucket_name: ctx.bucket,
          bucket_region: awsRegion,
          aws_access_keys: { access_id: `AKIA${rng.hex(16).toUpperCase()}` },
        },
        secrets: { password_auth: { password }, aws_access_keys: { secret_key: installHex(rng, 40) } },
        host,
      };
    }
    case 'mongodb': {
      const host = `${short}-cluster.${rng.hex(5)}.mongodb.example`;
      return {
        settings: {
          host,
          database: under,
          authentication_database: 'admin',
          auth_method: 'aws_iam_role',
          aws_iam_role: { aws_iam_role_arn: ctx.roleArn },
        },
        secrets: {},
        host,
      };
    }
    default:
      return null;
  }
}
