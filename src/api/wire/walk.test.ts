import { describe, expect, it } from 'vitest';
import type { FormNode } from '../schemas/form.ts';
import { field, root } from './form-fixture.ts';
import { findNode, visibleFields, walkFormTree } from './walk.ts';

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

  it('records where each field goes when sent', () => {
    const fields = visibleFields(root, { vendor: 'postgres', use_ssh_tunnel: true });
    const pathOf = (name: string) => fields.find((f) => f.node.name === name)?.path;
    expect(pathOf('vendor')).toEqual(['vendor']);
    expect(pathOf('password')).toEqual(['postgres', 'password_auth', 'password']);
    expect(pathOf('ssh_tunnel_port')).toEqual(['postgres', 'ssh_tunnel', 'ssh_tunnel_port']);
  });
});

describe('walkFormTree', () => {
  it('never opens a child whose parent is null: only the root hangs from no value (CONTRACT.md §6)', () => {
    const tree: FormNode = {
      ...root,
      children: [field('group', null, { attributes: { form_element: 'div' } }), field('host', 'postgres')],
    };
    const names = walkFormTree(tree, () => 'postgres').map((f) => f.node.name);
    expect(names).toEqual(['vendor', 'host']);
    // Not even when a value is missing (the server reads null for a field sent as null).
    expect(walkFormTree(tree, () => null).map((f) => f.node.name)).toEqual(['vendor']);
  });

  it("reads each node's value from the caller, at the node's path", () => {
    const body = { vendor: 'postgres', postgres: { auth_method: 'password_auth' } };
    const seen = walkFormTree(root, (_node, path) => {
      let at: unknown = body;
      for (const key of path) at = (at as Record<string, unknown> | undefined)?.[key];
      return at;
    });
    expect(seen.map((f) => f.node.name)).toContain('password');
  });
});

describe('findNode', () => {
  it('finds a node of any branch, shown or not, and undefined for an unknown name', () => {
    expect(findNode(root, 'vendor')).toBe(root);
    expect(findNode(root, 'ssh_tunnel_port')?.parent).toBe(true);
    expect(findNode(root, 'connection_timeout_in_seconds')?.attributes.internal).toBe(true);
    expect(findNode(root, 'no_such_field')).toBeUndefined();
  });
});
