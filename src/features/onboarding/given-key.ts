/**
 * The recipient's public key as the onboarding definition carries it: the server writes it into every
 * key field (`key_format` ssh_rsa or pkcs8) as a `const`, so the page never asks the console's
 * session-only key endpoint. Null when the definition has no key field (no tunnel, no key auth).
 */
import type { FormNode } from '../../api/schemas/form.ts';
import type { SshPublicKey } from '../../api/schemas/ssh-key.ts';

export function givenKey(root: FormNode): SshPublicKey | null {
  const key = { public_key: '', public_key_pkcs8: '' };
  const visit = (node: FormNode) => {
    const format = node.attributes.key_format;
    if (format && typeof node.const === 'string') {
      if (format === 'pkcs8') key.public_key_pkcs8 = node.const;
      else key.public_key = node.const;
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  return key.public_key || key.public_key_pkcs8 ? key : null;
}
