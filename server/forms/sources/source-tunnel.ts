import type { SshPublicKey } from '../../../src/api/schemas/ssh-key.ts';
import type { OrganizationKeys } from '../../store/organization-ssh-keys.ts';
import { type Draft, publicKey, select, when } from '../nodes.ts';
import { sshTunnel } from '../shared-fields.ts';

/**
 * A source's SSH tunnel presents one of the organisation's keys, chosen by `existing_ssh_key`
 * (SPEC.md §5: only keys that exist are offered). The primary key is made on first use (the public
 * generate-ssh-key call, or saving a source that picks it), so it is always offered; the secondary
 * one exists only after a rotation and is `disabled` until then. Each choice shows its public key
 * read-only (`const`, with a copy button) for the bastion's authorized_keys.
 */
const AUTHORIZED_KEYS_HINT = "Add this key to the tunnel user's ~/.ssh/authorized_keys on the bastion host.";

/** A read-only public key: `const` carries the current key when there is one. */
export function organizationKeyNode(
  name: string,
  section: 3 | 5,
  label: string,
  format: 'ssh_rsa' | 'pkcs8',
  key: SshPublicKey | null,
  description: string,
): Draft {
  const node = publicKey(name, section, label, format, { description });
  if (key) node.const = format === 'pkcs8' ? key.public_key_pkcs8 : key.public_key;
  return node;
}

export function sourceSshTunnel(keys: OrganizationKeys): Draft {
  const choice = select(
    'existing_ssh_key',
    5,
    'SSH Key',
    [
      ['primary', 'Primary key'],
      ['secondary', 'Secondary key'],
    ],
    {
      description:
        'Which of your organisation keys the tunnel presents. Rotating keys makes a secondary one.',
    },
    [
      when(
        'primary',
        organizationKeyNode(
          'primary_public_key',
          5,
          'Primary SSH Public Key',
          'ssh_rsa',
          keys.primary,
          AUTHORIZED_KEYS_HINT,
        ),
      ),
      when(
        'secondary',
        organizationKeyNode(
          'secondary_public_key',
          5,
          'Secondary SSH Public Key',
          'ssh_rsa',
          keys.secondary,
          AUTHORIZED_KEYS_HINT,
        ),
      ),
    ],
  );
  choice.enum = choice.enum?.map((entry) =>
    entry.key === 'secondary' && !keys.secondary ? { ...entry, disabled: true } : entry,
  );
  return sshTunnel(choice);
}
