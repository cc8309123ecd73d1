import { describe, expect, it } from 'vitest';
import { workedExample } from '../../src/api/wire/form-fixture.ts';
import { ORGANIZATION_ID } from '../db/seed/organization.ts';
import { findOrganization } from '../store/organization.ts';
import { seededDatabase } from '../testing/test-app.ts';
import { destinationForm } from './destination-form.ts';
import { formContext } from './form-context.ts';
import { validateDestination } from './validate-destination.ts';

describe('validateDestination on the worked example of CONTRACT.md §6', () => {
  const db = seededDatabase();
  const org = findOrganization(db, ORGANIZATION_ID);
  if (!org) throw new Error('seeded organisation missing');
  const form = destinationForm(formContext(org), 'postgres').form;
  const example = structuredClone(workedExample);

  it('accepts it and splits it into top fields, settings and secrets', () => {
    const result = validateDestination(form, example);
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.value.top).toEqual({
      vendor: 'postgres',
      name: 'acme',
      recipient_id: 'r1',
      enabled_models: ['*'],
      frequency_minutes: 60,
      is_enabled: true,
    });
    expect(result.value.secrets).toEqual({ postgres: { password_auth: { password: 'p' } } });
    const { password_auth: _auth, ...settings } = example.postgres;
    expect(result.value.settings).toEqual({ postgres: { ...settings, password_auth: { username: 'u' } } });
  });

  it('drops values of branches that are not shown and fields the form does not have', () => {
    const result = validateDestination(form, {
      ...example,
      type: 'draft',
      postgres: {
        ...example.postgres,
        use_ssh_tunnel: false,
        color: 'blue',
        ssh_tunnel: { ssh_tunnel_host: 'old' },
      },
    });
    if (!result.ok) throw new Error(result.problems.join('; '));
    expect(result.value.settings.postgres).not.toHaveProperty('ssh_tunnel');
    expect(result.value.settings.postgres).not.toHaveProperty('color');
    expect(result.value.top).not.toHaveProperty('type');
  });
});
