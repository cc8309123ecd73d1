import { describe, expect, it } from 'vitest';
import { field } from '../../api/wire/form-fixture.ts';
import { flattenSettings, jsonFieldNames } from './flatten.ts';

describe('flattenSettings', () => {
  it('puts every leaf at the top by its own name, keeping what the caller set first', () => {
    const values = flattenSettings(
      { host: 'h', name: 'nested', password_auth: { username: 'u' }, ssh_tunnel: { ssh_tunnel_port: 22 } },
      { name: 'top' },
    );
    expect(values).toEqual({ name: 'top', host: 'h', username: 'u', ssh_tunnel_port: 22 });
  });

  it('keeps JSON fields whole as text and ignores a missing settings object', () => {
    const values = flattenSettings({ service_account_key: { type: 'service_account' } }, {});
    expect(JSON.parse(String(values.service_account_key))).toEqual({ type: 'service_account' });
    expect(flattenSettings(undefined, { vendor: 'x' })).toEqual({ vendor: 'x' });
  });
});

describe('jsonFieldNames', () => {
  it("adds the definition's own json fields to the known ones", () => {
    const root = field('vendor', null, { children: [field('metadata', 'x', { type: 'json' })] });
    const names = jsonFieldNames(root);
    expect(names.has('metadata')).toBe(true);
    expect(names.has('service_account_key')).toBe(true);
  });
});
