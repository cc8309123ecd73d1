import { describe, expect, it } from 'vitest';
import { fieldPath, isTopLevelKey, readPath, TOP_LEVEL_KEYS, writePath } from './field-paths.ts';

/** [chain of parent values, field name, path]: the cases the console and server copies each tested. */
const CASES: [(string | boolean)[], string, string][] = [
  // Parent values chained, true written ssh_tunnel and false ssl_options.
  [['postgres'], 'host', 'postgres.host'],
  [['postgres', 'password_auth'], 'password', 'postgres.password_auth.password'],
  [['postgres', true], 'ssh_tunnel_host', 'postgres.ssh_tunnel.ssh_tunnel_host'],
  [['postgres', false], 'ssl_mode', 'postgres.ssl_options.ssl_mode'],
  [['mysql', false], 'ssl_ca', 'mysql.ssl_options.ssl_ca'],
  // Staging bucket containers inserted, a segment repeated right after itself dropped.
  [['bigquery'], 'bucket_name', 'bigquery.bucket_gcs.bucket_name'],
  [['redshift_serverless'], 'bucket_region', 'redshift_serverless.bucket_s3.bucket_region'],
  [['athena'], 'bucket_region', 'athena.bucket_s3.bucket_region'],
  [['athena', 'bucket_s3'], 'bucket_name', 'athena.bucket_s3.bucket_name'],
  [['redshift', 'bucket_s3'], 'bucket_name', 'redshift.bucket_s3.bucket_name'],
  [['clickhouse'], 'bucket_name', 'clickhouse.bucket_name'],
  // ClickHouse and Databricks bucket keys right under their container, whatever branch opened them.
  [['clickhouse', 'bucket_s3'], 'secret_key', 'clickhouse.aws_access_keys.secret_key'],
  [['clickhouse', 'bucket_s3'], 'access_id', 'clickhouse.aws_access_keys.access_id'],
  [['databricks', 'bucket_gcs'], 'access_key', 'databricks.gcs_hmac_keys.access_key'],
  [['databricks', 'bucket_gcs'], 'secret', 'databricks.gcs_hmac_keys.secret'],
  [['databricks'], 'secret_key', 'databricks.aws_access_keys.secret_key'],
  // Other vendors' keys stay where their branch put them.
  [['s3_compatible', 'access_keys'], 'access_id', 's3_compatible.access_keys.access_id'],
  [['s3_compatible', 'access_keys'], 'secret_key', 's3_compatible.access_keys.secret_key'],
];

describe('fieldPath (CONTRACT.md §6)', () => {
  it.each(CASES)('%j %s → %s', (chain, name, path) => {
    expect(fieldPath(chain, name)).toEqual(path.split('.'));
  });

  it('keeps the six top-level keys at the top, whatever branch they hang from', () => {
    expect(TOP_LEVEL_KEYS.join(' ')).toBe(
      'vendor name recipient_id enabled_models frequency_minutes is_enabled',
    );
    for (const name of TOP_LEVEL_KEYS) expect(fieldPath(['postgres'], name)).toEqual([name]);
    expect(isTopLevelKey('is_enabled')).toBe(true);
    expect(isTopLevelKey('host')).toBe(false);
  });
});

describe('readPath / writePath', () => {
  it('reads what was written, making containers on the way and replacing a non-object one', () => {
    const target: Record<string, unknown> = { postgres: { ssh_tunnel: 'old' } };
    writePath(target, ['postgres', 'ssh_tunnel', 'ssh_tunnel_port'], 22);
    expect(target).toEqual({ postgres: { ssh_tunnel: { ssh_tunnel_port: 22 } } });
    expect(readPath(target, ['postgres', 'ssh_tunnel', 'ssh_tunnel_port'])).toBe(22);
    expect(readPath(target, ['postgres', 'ssh_tunnel', 'ssh_tunnel_port', 'deeper'])).toBeUndefined();
    expect(readPath(target, ['mysql', 'host'])).toBeUndefined();
  });
});
