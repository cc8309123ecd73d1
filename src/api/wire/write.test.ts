import { describe, expect, it } from 'vitest';
import { field, root } from './form-fixture.ts';
import { type WireRules, writeVisibleFields } from './write.ts';

const rules: WireRules = {
  integerFields: new Set(['port', 'ssh_tunnel_port']),
  notSent: new Set(['service_account']),
};

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
