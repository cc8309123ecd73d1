import { describe, expect, it } from 'vitest';
import { root } from '../../api/wire/form-fixture.ts';
import { isSecretNode } from '../../api/wire/secrets.ts';
import { visibleFields } from '../../api/wire/walk.ts';
import { isRequired, type ValidationRules, validateFields } from './validate.ts';

const rules = (integers: string[]): ValidationRules => ({
  integerFields: new Set(integers),
  isChecked: (node) => node.name !== 'vendor' && node.name !== 'name',
});
const complete = {
  vendor: 'postgres',
  host: 'h',
  port: '5432',
  database: 'd',
  schema: 's',
  username: 'u',
  password: 'p',
};
const errorsOf = (values: Record<string, unknown>, integers: string[] = ['port']) =>
  validateFields(visibleFields(root, values), values, 'create', rules(integers));

describe('validateFields', () => {
  it('checks only the fields the rules name, and the integer fields they give', () => {
    expect(errorsOf(complete)).toEqual({});
    expect(errorsOf({ ...complete, port: '1.5' })).toEqual({ port: 'Port must be a whole number.' });
    // Without port among the integers, 1.5 is just a number.
    expect(errorsOf({ ...complete, port: '1.5' }, [])).toEqual({});
  });

  it('names a missing required field, including the name the caller skips', () => {
    expect(errorsOf({ ...complete, host: '' })).toEqual({ host: 'Host is required.' });
  });
});

describe('isRequired / isSecretNode', () => {
  const password = visibleFields(root, complete).find((f) => f.node.name === 'password')?.node;
  it('treats a password as a secret, required on create only', () => {
    expect(password && isSecretNode(password)).toBe(true);
    expect(password && isRequired(password, 'create')).toBe(true);
    expect(password && isRequired(password, 'edit')).toBe(false);
  });
});
