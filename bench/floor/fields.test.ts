import { describe, expect, it } from 'vitest';
import { acmeDestination } from '../../src/test-support/destination.ts';
import { destinationFields } from './fields.ts';

describe('a destination’s General fields', () => {
  it('list every field, the vendor’s settings one row each', () => {
    const fields = new Map(destinationFields(acmeDestination));
    expect(fields.get('id')).toBe(acmeDestination.id);
    expect(fields.get('name')).toBe(acmeDestination.name);
    expect(fields.get('is_enabled')).toBe(acmeDestination.is_enabled ? 'Yes' : 'No');
    expect(fields.get('enabled_models')).toBe('orders, customers');
    expect(fields.get('products')).toBe('core');
    expect(fields.get('last_completed_transfer')).toBe('N/A');
    const settings = acmeDestination.postgres as Record<string, unknown>;
    expect(fields.get('postgres.host')).toBe(String(settings.host));
    expect(fields.get('postgres.password_auth')).toBe('{"username":"u"}');
    expect(fields.has('postgres')).toBe(false);
  });
});
