import { describe, expect, it } from 'vitest';
import type { Source } from '../../api/schemas/source.ts';
import { field } from '../../api/wire/form-fixture.ts';
import { flattenSource, prepareSource, sourceLocation } from './source-values.ts';

const yesNo = [
  { key: true, display: 'Yes' },
  { key: false, display: 'No' },
];
const root = field('vendor', null, {
  enum: [{ key: 'postgres', display: 'PostgreSQL' }],
  attributes: { form_element: 'select' },
  children: [
    field('name', 'postgres'),
    field('host', 'postgres'),
    field('port', 'postgres', { type: 'number' }),
    field('use_ssh_tunnel', 'postgres', {
      type: 'boolean',
      enum: yesNo,
      attributes: { form_element: 'radio' },
      children: [
        field('ssh_tunnel_port', true, { type: 'number' }),
        field('existing_ssh_key', true, {
          enum: [{ key: 'primary', display: 'Primary key' }],
          attributes: { form_element: 'select' },
          children: [
            field('primary_public_key', 'primary', {
              const: 'ssh-rsa K',
              attributes: { key_format: 'ssh_rsa' },
            }),
          ],
        }),
      ],
    }),
  ],
});

const stored: Source = {
  id: 's1',
  name: 'Orders',
  vendor: 'postgres',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  postgres: {
    host: 'db.acme.io',
    port: 5432,
    use_ssh_tunnel: true,
    ssh_tunnel: { ssh_tunnel_port: 22, existing_ssh_key: 'primary', ssh_public_key: 'ssh-rsa K' },
  },
};

describe('prepareSource', () => {
  it('puts vendor and name at the top and nests the rest, integers as integers, keys not sent', () => {
    expect(
      prepareSource(root, {
        vendor: 'postgres',
        name: ' Orders ',
        host: 'h',
        port: '',
        use_ssh_tunnel: true,
        ssh_tunnel_port: '2222',
      }),
    ).toEqual({
      vendor: 'postgres',
      name: 'Orders',
      postgres: {
        host: 'h',
        port: 0,
        use_ssh_tunnel: true,
        ssh_tunnel: { ssh_tunnel_port: 2222, existing_ssh_key: 'primary' },
      },
    });
  });

  it('round-trips a read source, leaving out the key the server derives', () => {
    const { ssh_public_key: _derived, ...tunnel } = (
      stored.postgres as { ssh_tunnel: Record<string, unknown> }
    ).ssh_tunnel;
    expect(prepareSource(root, flattenSource(stored, root))).toEqual({
      vendor: 'postgres',
      name: 'Orders',
      postgres: { ...(stored.postgres as object), ssh_tunnel: tunnel },
    });
  });
});

describe('sourceLocation', () => {
  it("names the host, else a BigQuery source's project, else nothing", () => {
    expect(sourceLocation(stored)).toBe('db.acme.io');
    expect(sourceLocation({ ...stored, vendor: 'bigquery', bigquery: { project_id: 'acme-1' } })).toBe(
      'acme-1',
    );
    expect(sourceLocation({ ...stored, postgres: undefined })).toBe('');
  });
});
