import { describe, expect, it } from 'vitest';
import { field, root } from '../../api/wire/form-fixture.ts';
import { stripSecrets } from '../../offline/drafts.ts';
import { MASKED_KEY_LENGTH, MASKED_PASSWORD_LENGTH, placeholderFor, secretFieldNames } from './masking.ts';

describe('placeholderFor', () => {
  it('masks stored secrets on edit: 20 dots for a password, 184 for a key box', () => {
    const password = field('password', 'password_auth', { attributes: { input_type: 'password' } });
    const key = field('service_account_key', 'x', { type: 'json', attributes: { form_element: 'textarea' } });
    expect(placeholderFor(password, 'edit')).toBe('•'.repeat(MASKED_PASSWORD_LENGTH));
    expect(placeholderFor(key, 'edit')).toHaveLength(MASKED_KEY_LENGTH);
    expect(MASKED_PASSWORD_LENGTH).toBe(20);
    expect(MASKED_KEY_LENGTH).toBe(184);
  });

  it("shows the server's placeholder on create and for other fields", () => {
    const password = field('password', 'p', {
      attributes: { input_type: 'password', placeholder: 'Password' },
    });
    const host = field('host', 'p', { attributes: { placeholder: 'db.example.com' } });
    expect(placeholderFor(password, 'create')).toBe('Password');
    expect(placeholderFor(host, 'edit')).toBe('db.example.com');
  });
});

describe('secretFieldNames', () => {
  it('names every secret of the tree, in branches not shown too', () => {
    expect([...secretFieldNames(root)].sort()).toEqual([
      'access_key',
      'password',
      'secret',
      'secret_key',
      'service_account_key',
    ]);
  });

  it('keeps a password-type field out of a draft whatever its name', () => {
    const tree = field('vendor', null, {
      children: [
        field('host', 'x'),
        field('ssh_passphrase', 'x', { attributes: { input_type: 'password' } }),
      ],
    });
    const draft = stripSecrets({ vendor: 'x', host: 'db', ssh_passphrase: 'typed' }, secretFieldNames(tree));
    expect(draft).toEqual({ vendor: 'x', host: 'db' });
  });
});
