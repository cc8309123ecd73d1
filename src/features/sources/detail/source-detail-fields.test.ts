import { describe, expect, it } from 'vitest';
import type { Source } from '../../../api/schemas/source.ts';
import { field } from '../../../api/wire/form-fixture.ts';
import { sourceDetailItems } from './source-detail-fields.ts';

const yesNo = [
  { key: true, display: 'Yes' },
  { key: false, display: 'No' },
];

const form = field('vendor', null, {
  enum: [{ key: 'postgres', display: 'PostgreSQL' }],
  attributes: { form_element: 'select', label: 'Vendor' },
  children: [
    field('name', 'postgres', { attributes: { label: 'Source Name' } }),
    field('host', 'postgres', { attributes: { label: 'Host' } }),
    field('database', 'postgres', { attributes: { label: 'Database' } }),
    field('auth_method', 'postgres', {
      enum: [{ key: 'password_auth', display: 'Password' }],
      attributes: { form_element: 'select', label: 'Authentication Method' },
      children: [
        field('username', 'password_auth', { attributes: { label: 'Username' } }),
        field('password', 'password_auth', { attributes: { label: 'Password', input_type: 'password' } }),
      ],
    }),
    field('use_ssh_tunnel', 'postgres', {
      type: 'boolean',
      enum: yesNo,
      attributes: { form_element: 'radio', label: 'Use SSH Tunnel' },
      children: [
        field('existing_ssh_key', true, {
          enum: [{ key: 'primary', display: 'Primary key' }],
          attributes: { form_element: 'select', label: 'SSH Key' },
          children: [
            field('primary_public_key', 'primary', {
              const: 'ssh-rsa CURRENT',
              attributes: { label: 'Primary SSH Public Key', key_format: 'ssh_rsa' },
            }),
          ],
        }),
      ],
    }),
    field('region', 'postgres', { const: 'us-east-1', attributes: { label: 'Region' } }),
  ],
});

const source: Source = {
  id: 's1',
  name: 'Orders',
  vendor: 'postgres',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  postgres: {
    host: 'db.acme.io',
    auth_method: 'password_auth',
    password_auth: { username: 'reader' },
    use_ssh_tunnel: true,
    ssh_tunnel: { existing_ssh_key: 'primary', ssh_public_key: 'ssh-rsa STORED' },
  },
};

describe('sourceDetailItems', () => {
  it('lists the vendor fields by label: enums by display text, booleans Yes/No, blanks N/A', () => {
    expect(sourceDetailItems(form, source)).toEqual([
      { label: 'Host', value: 'db.acme.io' },
      { label: 'Database', value: 'N/A' },
      { label: 'Authentication Method', value: 'Password' },
      { label: 'Username', value: 'reader' },
      { label: 'Use SSH Tunnel', value: 'Yes' },
      { label: 'SSH Key', value: 'Primary key' },
      { label: 'Primary SSH Public Key', value: 'ssh-rsa STORED', monospace: true },
    ]);
  });

  it('omits the password and constant fields, and the key when there is no tunnel', () => {
    const labels = sourceDetailItems(form, {
      ...source,
      postgres: { host: 'h', use_ssh_tunnel: false },
    }).map((i) => i.label);
    expect(labels).not.toContain('Password');
    expect(labels).not.toContain('Region');
    expect(labels).not.toContain('Primary SSH Public Key');
    expect(labels).toContain('Use SSH Tunnel');
  });
});
