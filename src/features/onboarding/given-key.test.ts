import { describe, expect, it } from 'vitest';
import { field } from '../../api/wire/form-fixture.ts';
import { givenKey } from './given-key.ts';

const tree = (...children: ReturnType<typeof field>[]) =>
  field('vendor', null, { const: 'sftp', attributes: { form_element: 'select', section_id: 1 }, children });

describe('givenKey', () => {
  it('reads the ssh-rsa and PEM forms from the key fields', () => {
    const root = tree(
      field('use_ssh_tunnel', 'sftp', {
        type: 'boolean',
        children: [
          field('ssh_public_key', true, { const: 'ssh-rsa AAAA k', attributes: { key_format: 'ssh_rsa' } }),
        ],
      }),
      field('public_key', 'sftp', {
        const: '-----BEGIN PUBLIC KEY-----',
        attributes: { key_format: 'pkcs8' },
      }),
    );
    expect(givenKey(root)).toEqual({
      public_key: 'ssh-rsa AAAA k',
      public_key_pkcs8: '-----BEGIN PUBLIC KEY-----',
    });
  });

  it('is null when no key came with the form', () => {
    expect(givenKey(tree(field('host', 'sftp')))).toBeNull();
    expect(
      givenKey(tree(field('ssh_public_key', 'sftp', { attributes: { key_format: 'ssh_rsa' } }))),
    ).toBeNull();
  });
});
