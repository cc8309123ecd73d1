import { describe, expect, it } from 'vitest';
import { definition, root } from './form-fixture.ts';
import { groupBySection, visibleFields } from './visible-fields.ts';

const names = (values: Record<string, unknown>, includeInternal = false) =>
  visibleFields(root, values, { includeInternal }).map((f) => f.node.name);

describe('visibleFields', () => {
  it('opens only the chosen vendor branch, depth first', () => {
    expect(names({ vendor: 'postgres' })).toEqual([
      'vendor',
      'host',
      'port',
      'database',
      'schema',
      'auth_method',
      'username',
      'password',
      'use_ssh_tunnel',
      'disable_ssl',
      'ssl_root_certificate',
      'name',
    ]);
    expect(names({ vendor: 'clickhouse' })).toEqual([
      'vendor',
      'host',
      'bucket_name',
      'access_id',
      'secret_key',
      'access_key',
      'secret',
    ]);
  });

  it('opens the tunnel fields when use_ssh_tunnel is true and the SSL options when disable_ssl is false', () => {
    const on = names({ vendor: 'postgres', use_ssh_tunnel: true, disable_ssl: true });
    expect(on).toContain('ssh_tunnel_host');
    expect(on).toContain('ssh_public_key');
    expect(on).not.toContain('ssl_root_certificate');
    const off = names({ vendor: 'postgres', use_ssh_tunnel: false, disable_ssl: false });
    expect(off).not.toContain('ssh_tunnel_host');
    expect(off).toContain('ssl_root_certificate');
  });

  it('records the chain of parent values that leads to each field', () => {
    const fields = visibleFields(root, { vendor: 'postgres', use_ssh_tunnel: true });
    const chainOf = (name: string) => fields.find((f) => f.node.name === name)?.chain;
    expect(chainOf('vendor')).toEqual([]);
    expect(chainOf('host')).toEqual(['postgres']);
    expect(chainOf('password')).toEqual(['postgres', 'password_auth']);
    expect(chainOf('ssh_tunnel_port')).toEqual(['postgres', true]);
  });

  it('hides internal nodes unless asked for', () => {
    expect(names({ vendor: 'postgres' })).not.toContain('connection_timeout_in_seconds');
    expect(names({ vendor: 'postgres' }, true)).toContain('connection_timeout_in_seconds');
  });

  it('ignores a value left over from another vendor that is not one of the choices here', () => {
    // auth_method 'aws_iam_role' is not a postgres choice: the first choice (password_auth) applies.
    expect(names({ vendor: 'postgres', auth_method: 'aws_iam_role' })).toContain('password');
  });

  it('follows a constant: bigquery always opens its GCS bucket fields', () => {
    expect(names({ vendor: 'bigquery', bucket_vendor: 'bucket_s3' })).toContain('bucket_name');
  });
});

describe('groupBySection', () => {
  it('groups fields by section id in the server order, keeping empty sections', () => {
    const groups = groupBySection(visibleFields(root, { vendor: 'postgres' }), definition.sections);
    expect(groups.map((g) => [g.section.id, g.fields.map((f) => f.node.name)])).toEqual([
      [1, ['vendor', 'name']],
      [2, ['host', 'port', 'database', 'schema']],
      [3, ['auth_method', 'username', 'password']],
      [4, []],
      [5, ['use_ssh_tunnel', 'disable_ssl', 'ssl_root_certificate']],
      [6, []],
    ]);
  });

  it('gives a field of an unknown section its own group rather than dropping it', () => {
    const fields = visibleFields(root, { vendor: 'postgres' });
    const groups = groupBySection(fields, [{ id: 2, title: 'Connection' }]);
    expect(groups.map((g) => g.section.id)).toEqual([2, 1, 3, 5]);
  });
});
