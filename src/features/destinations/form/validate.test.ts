import { describe, expect, it } from 'vitest';
import { root } from '../../../api/wire/form-fixture.ts';
import { visibleFields } from '../../../api/wire/walk.ts';
import { canConfirmNewDestination } from './confirmation.ts';
import { validateFields } from './validate.ts';

const complete = {
  vendor: 'postgres',
  host: 'db.acme.io',
  port: '5432',
  database: 'prod',
  schema: 'export',
  username: 'u',
  password: 'p',
};
const errorsOf = (values: Record<string, unknown>, mode: 'create' | 'edit' = 'create') =>
  validateFields(visibleFields(root, values), values, mode);

describe('validateFields', () => {
  it('accepts a complete postgres form', () => {
    expect(errorsOf(complete)).toEqual({});
  });

  it('names each missing required field', () => {
    expect(errorsOf({ vendor: 'postgres', host: '  ' })).toEqual({
      host: 'Host is required.',
      port: 'Port is required.',
      database: 'Database is required.',
      schema: 'Schema is required.',
      username: 'Username is required.',
      password: 'Password is required.',
    });
  });

  it('requires a password on create but not on edit, where blank keeps the stored one', () => {
    expect(errorsOf({ ...complete, password: '' })).toEqual({ password: 'Password is required.' });
    expect(errorsOf({ ...complete, password: '' }, 'edit')).toEqual({});
  });

  it('keeps the other server-required fields required on edit', () => {
    expect(errorsOf({ ...complete, host: '' }, 'edit')).toEqual({ host: 'Host is required.' });
  });

  it('requires only the fields of open branches', () => {
    expect(errorsOf({ ...complete, use_ssh_tunnel: true })).toEqual({
      ssh_tunnel_host: 'Ssh tunnel host is required.',
      ssh_tunnel_port: 'Ssh tunnel port is required.',
      ssh_tunnel_username: 'Ssh tunnel username is required.',
    });
  });

  it('rejects ports that are not whole numbers between 1 and 65535', () => {
    expect(errorsOf({ ...complete, port: '54.3' })).toEqual({ port: 'Port must be a whole number.' });
    expect(errorsOf({ ...complete, port: 'abc' })).toEqual({ port: 'Port must be a number.' });
    expect(errorsOf({ ...complete, port: '70000' })).toEqual({ port: 'Port must be between 1 and 65535.' });
  });

  it('marks unparseable JSON invalid; the key is required on create only', () => {
    const bigquery = { vendor: 'bigquery', project_id: 'p', schema: 's', bucket_name: 'b' };
    expect(errorsOf({ ...bigquery, service_account_key: '{"type": ' })).toEqual({
      service_account_key: 'Service account key must be valid JSON.',
    });
    expect(errorsOf(bigquery)).toEqual({ service_account_key: 'Service account key is required.' });
    expect(errorsOf(bigquery, 'edit')).toEqual({});
    expect(errorsOf({ ...bigquery, service_account_key: '{"type":"service_account"}' })).toEqual({});
  });
});

describe('canConfirmNewDestination', () => {
  it('enables the confirm button only for the organisation identifier typed exactly', () => {
    expect(canConfirmNewDestination('acme-analytics', 'acme-analytics')).toBe(true);
    expect(canConfirmNewDestination('acme-analytics ', 'acme-analytics')).toBe(false);
    expect(canConfirmNewDestination('Acme-Analytics', 'acme-analytics')).toBe(false);
    expect(canConfirmNewDestination('acme', 'acme-analytics')).toBe(false);
    expect(canConfirmNewDestination('', '')).toBe(false);
  });
});
