/**
 * When the form needs the recipient's SSH key (SPEC.md §5): a tunnel (`use_ssh_tunnel` Yes) or
 * public-key auth (SFTP). Fields with a `key_format` show it — `ssh_rsa` as the authorized_keys line,
 * `pkcs8` as the SPKI PEM — and are sent with it.
 */
import type { SshPublicKey } from '../../../api/schemas/ssh-key.ts';
import { currentValue, type FormValues } from '../../../api/wire/form-values.ts';
import type { VisibleField } from '../../../api/wire/walk.ts';

export const PUBLIC_KEY_AUTH = 'public_key_auth';

export function needsSshKey(fields: readonly VisibleField[], values: FormValues): boolean {
  return fields.some(
    ({ node }) =>
      (node.name === 'use_ssh_tunnel' && currentValue(node, values) === true) ||
      (node.name === 'auth_method' && currentValue(node, values) === PUBLIC_KEY_AUTH) ||
      node.attributes.key_format !== undefined,
  );
}

export const keyText = (key: SshPublicKey, format: 'ssh_rsa' | 'pkcs8') =>
  format === 'pkcs8' ? key.public_key_pkcs8 : key.public_key;

/** The values with every visible key field holding the generated key. */
export function withGeneratedKeys(
  values: FormValues,
  fields: readonly VisibleField[],
  key: SshPublicKey | undefined,
): FormValues {
  if (!key) return values;
  const filled: Record<string, unknown> = { ...values };
  for (const { node } of fields) {
    const format = node.attributes.key_format;
    if (format) filled[node.name] = keyText(key, format);
  }
  return filled;
}
