import { describe, expect, it } from 'vitest';
import { fieldPath, isTopLevelKey, readPath, TOP_LEVEL_KEYS, writePath } from './field-paths.ts';

describe('fieldPath (CONTRACT.md §6)', () => {
  it('chains parent values, writes true as ssh_tunnel and false as ssl_options, keeps top fields at the top', () => {
    expect(fieldPath(['postgres'], 'host')).toEqual(['postgres', 'host']);
    expect(fieldPath(['postgres', 'password_auth'], 'password')).toEqual([
      'postgres',
      'password_auth',
      'password',
    ]);
    expect(fieldPath(['postgres', true], 'ssh_tunnel_host')).toEqual([
      'postgres',
      'ssh_tunnel',
      'ssh_tunnel_host',
    ]);
    expect(fieldPath(['postgres', false], 'ssl_mode')).toEqual(['postgres', 'ssl_options', 'ssl_mode']);
    for (const name of [
      'vendor',
      'name',
      'recipient_id',
      'enabled_models',
      'frequency_minutes',
      'is_enabled',
    ]) {
      expect(fieldPath(['postgres'], name)).toEqual([name]);
    }
  });

  it('inserts the staging bucket container and the key containers, dropping repeated segments', () => {
    expect(fieldPath(['bigquery'], 'bucket_name')).toEqual(['bigquery', 'bucket_gcs', 'bucket_name']);
    expect(fieldPath(['redshift_serverless'], 'bucket_region')).toEqual([
      'redshift_serverless',
      'bucket_s3',
      'bucket_region',
    ]);
    expect(fieldPath(['athena', 'bucket_s3'], 'bucket_name')).toEqual(['athena', 'bucket_s3', 'bucket_name']);
    expect(fieldPath(['clickhouse'], 'bucket_name')).toEqual(['clickhouse', 'bucket_name']);
    expect(fieldPath(['clickhouse', 'bucket_s3'], 'secret_key')).toEqual([
      'clickhouse',
      'aws_access_keys',
      'secret_key',
    ]);
    expect(fieldPath(['databricks', 'bucket_gcs'], 'access_key')).toEqual([
      'databricks',
      'gcs_hmac_keys',
      'access_key',
    ]);
    expect(fieldPath(['s3_compatible', 'access_keys'], 'access_id')).toEqual([
      's3_compatible',
      'access_keys',
      'access_id',
    ]);
  });
});

describe('fieldPath (the console cases)', () => {
  it('maps true to ssh_tunnel and false to ssl_options', () => {
    expect(fieldPath(['postgres', true], 'ssh_tunnel_host')).toEqual([
      'postgres',
      'ssh_tunnel',
      'ssh_tunnel_host',
    ]);
    expect(fieldPath(['mysql', false], 'ssl_ca')).toEqual(['mysql', 'ssl_options', 'ssl_ca']);
  });

  it('drops repeated segments and keeps top-level keys at the top', () => {
    expect(fieldPath(['redshift', 'bucket_s3'], 'bucket_name')).toEqual([
      'redshift',
      'bucket_s3',
      'bucket_name',
    ]);
    expect(fieldPath(['postgres'], 'frequency_minutes')).toEqual(['frequency_minutes']);
    expect(fieldPath(['athena'], 'bucket_region')).toEqual(['athena', 'bucket_s3', 'bucket_region']);
  });

  it('puts clickhouse and databricks bucket keys right under their container, whatever branch opened them', () => {
    expect(fieldPath(['clickhouse', 'bucket_s3'], 'access_id')).toEqual([
      'clickhouse',
      'aws_access_keys',
      'access_id',
    ]);
    expect(fieldPath(['databricks', 'bucket_gcs'], 'secret')).toEqual([
      'databricks',
      'gcs_hmac_keys',
      'secret',
    ]);
  });

  it('groups databricks keys but leaves other vendors alone', () => {
    expect(fieldPath(['databricks'], 'secret_key')).toEqual(['databricks', 'aws_access_keys', 'secret_key']);
    expect(fieldPath(['s3_compatible', 'access_keys'], 'secret_key')).toEqual([
      's3_compatible',
      'access_keys',
      'secret_key',
    ]);
  });
});

describe('TOP_LEVEL_KEYS', () => {
  it('are the six keys CONTRACT.md §6 keeps at the top', () => {
    expect(TOP_LEVEL_KEYS).toEqual([
      'vendor',
      'name',
      'recipient_id',
      'enabled_models',
      'frequency_minutes',
      'is_enabled',
    ]);
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
