import { describe, expect, it } from 'vitest';
import { root } from '../../../api/wire/form-fixture.ts';
import { changedFields } from '../../../components/form/changed-fields.ts';
import { acmeDestination } from '../../../test-support/destination.ts';
import { flattenDestination } from './flatten.ts';
import { prepareDestination } from './prepare.ts';

const stored = acmeDestination;

describe('flattenDestination', () => {
  it('puts every leaf of the vendor object at the top by its own name', () => {
    expect(flattenDestination(stored)).toEqual({
      vendor: 'postgres',
      name: 'acme',
      recipient_id: 'r1',
      enabled_models: ['orders', 'customers'],
      frequency_minutes: 0,
      is_enabled: true,
      host: 'db.acme.io',
      port: 5432,
      database: 'prod',
      schema: 'export',
      auth_method: 'password_auth',
      username: 'u',
      use_ssh_tunnel: true,
      ssh_tunnel_host: 'bastion',
      ssh_tunnel_port: 22,
      ssh_tunnel_username: 'prequel',
      disable_ssl: false,
    });
  });

  it('keeps a JSON field whole, as editable text', () => {
    const metadata = { audience: '//iam.googleapis.com/x', subject_token_type: 'jwt' };
    const values = flattenDestination({
      ...stored,
      vendor: 'bigquery',
      bigquery: { project_id: 'p', workload_identity_federation_metadata: metadata },
    });
    expect(values.project_id).toBe('p');
    expect(values).not.toHaveProperty('audience');
    expect(JSON.parse(String(values.workload_identity_federation_metadata))).toEqual(metadata);
  });

  it('round-trips: preparing the flattened destination gives back its settings', () => {
    const prepared = prepareDestination(root, flattenDestination(stored));
    expect(prepared.postgres).toEqual(stored.postgres);
  });
});

describe('changedFields', () => {
  const before = prepareDestination(root, flattenDestination(stored));
  const edited = (changes: Record<string, unknown>) =>
    changedFields(prepareDestination(root, { ...flattenDestination(stored), ...changes }), before);

  it('sends only a new password, nested and sparse', () => {
    expect(edited({ password: 'new' })).toEqual({ postgres: { password_auth: { password: 'new' } } });
  });

  it('sends nothing when nothing changed, and a blank password keeps the stored one', () => {
    expect(edited({})).toEqual({});
    expect(edited({ password: '' })).toEqual({});
  });

  it('compares lists ignoring order', () => {
    expect(edited({ enabled_models: ['customers', 'orders'] })).toEqual({});
    expect(edited({ enabled_models: ['orders'] })).toEqual({ enabled_models: ['orders'] });
  });

  it('sends changed top-level and nested fields together', () => {
    expect(edited({ name: 'acme-2', ssh_tunnel_port: '2222', frequency_minutes: 60 })).toEqual({
      name: 'acme-2',
      frequency_minutes: 60,
      postgres: { ssh_tunnel: { ssh_tunnel_port: 2222 } },
    });
  });
});
