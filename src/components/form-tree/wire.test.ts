import { describe, expect, it } from 'vitest';
import { field, root } from './form-fixture.ts';
import { type WireRules, wirePath, writeVisibleFields } from './wire.ts';

const TOP: ReadonlySet<string> = new Set(['vendor', 'name']);
const rules: WireRules = {
  isTopLevel: (name) => TOP.has(name),
  integerFields: new Set(['port', 'ssh_tunnel_port']),
  notSent: new Set(['service_account']),
};
const pathOf = (vendor: string, chain: readonly (string | boolean)[], name: string) =>
  wirePath(vendor, chain, name, (n) => n === 'frequency_minutes');

describe('writeVisibleFields', () => {
  it('nests the open branches under the vendor, leaving the top-level names to the caller', () => {
    const out = writeVisibleFields(
      { vendor: 'postgres' },
      root,
      {
        vendor: 'postgres',
        name: 'kept out',
        host: 'db',
        port: ' 5432 ',
        username: 'u',
        use_ssh_tunnel: true,
        ssh_tunnel_port: '',
      },
      rules,
    );
    expect(out).toEqual({
      vendor: 'postgres',
      postgres: {
        host: 'db',
        port: 5432,
        auth_method: 'password_auth',
        password_auth: { username: 'u' },
        use_ssh_tunnel: true,
        ssh_tunnel: { ssh_tunnel_port: 0 },
        disable_ssl: false,
      },
    });
  });

  it('leaves out the never-sent fields, blank text and unparseable JSON', () => {
    const out = writeVisibleFields(
      {},
      root,
      { vendor: 'bigquery', schema: ' ', service_account_key: '{x' },
      rules,
    );
    expect(out).toEqual({
      bigquery: {
        auth_method: 'gcp_service_account_role',
        bucket_vendor: 'bucket_gcs',
      },
    });
  });

  it('writes a number field as a number when it is not one of the integer fields', () => {
    const node = field('ratio', 'postgres', { type: 'number' });
    const tree = { ...root, children: [node] };
    expect(writeVisibleFields({}, tree, { vendor: 'postgres', ratio: '0.5' }, rules)).toEqual({
      postgres: { ratio: 0.5 },
    });
  });
});

describe('wirePath', () => {
  it('maps true to ssh_tunnel and false to ssl_options', () => {
    expect(pathOf('postgres', ['postgres', true], 'ssh_tunnel_host')).toEqual([
      'postgres',
      'ssh_tunnel',
      'ssh_tunnel_host',
    ]);
    expect(pathOf('mysql', ['mysql', false], 'ssl_ca')).toEqual(['mysql', 'ssl_options', 'ssl_ca']);
  });

  it('drops repeated segments and keeps top-level keys at the top', () => {
    expect(pathOf('redshift', ['redshift', 'bucket_s3'], 'bucket_name')).toEqual([
      'redshift',
      'bucket_s3',
      'bucket_name',
    ]);
    expect(pathOf('postgres', ['postgres'], 'frequency_minutes')).toEqual(['frequency_minutes']);
    expect(pathOf('athena', [], 'bucket_region')).toEqual(['athena', 'bucket_s3', 'bucket_region']);
  });

  it('puts clickhouse and databricks bucket keys right under their container, whatever branch opened them', () => {
    expect(pathOf('clickhouse', ['clickhouse', 'bucket_s3'], 'access_id')).toEqual([
      'clickhouse',
      'aws_access_keys',
      'access_id',
    ]);
    expect(pathOf('databricks', ['databricks', 'bucket_gcs'], 'secret')).toEqual([
      'databricks',
      'gcs_hmac_keys',
      'secret',
    ]);
  });

  it('groups databricks keys but leaves other vendors alone', () => {
    expect(pathOf('databricks', ['databricks'], 'secret_key')).toEqual([
      'databricks',
      'aws_access_keys',
      'secret_key',
    ]);
    expect(pathOf('s3_compatible', ['s3_compatible', 'access_keys'], 'secret_key')).toEqual([
      's3_compatible',
      'access_keys',
      'secret_key',
    ]);
  });
});
