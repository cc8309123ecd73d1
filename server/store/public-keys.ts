/**
 * Destination reads show the recipient's current public key where the form has a key field (SPEC.md
 * §2.4 "The public key is shown in a box"): under `ssh_tunnel` when a tunnel is used, and under
 * `public_key_auth` for key-pair auth (SFTP takes the OpenSSH line, Snowflake the PEM). Derived on
 * read, so a rotated key shows everywhere at once.
 */
const PEM_KEY_VENDORS = new Set(['snowflake']);

/** A recipient's current key pair, public halves only: the OpenSSH line and the PEM (PKCS#8). */
export interface RecipientKey {
  ssh_rsa: string;
  pkcs8: string;
}

export function withPublicKeys(vendor: string, settings: unknown, keys: RecipientKey | null): unknown {
  if (!keys || !settings || typeof settings !== 'object') return settings;
  const out = { ...(settings as Record<string, unknown>) };
  const nest = (container: string, field: string, value: string) => {
    const inner = out[container];
    out[container] = { ...(inner && typeof inner === 'object' ? inner : {}), [field]: value };
  };
  if (out.use_ssh_tunnel === true) nest('ssh_tunnel', 'ssh_public_key', keys.ssh_rsa);
  if (out.auth_method === 'public_key_auth') {
    nest('public_key_auth', 'public_key', PEM_KEY_VENDORS.has(vendor) ? keys.pkcs8 : keys.ssh_rsa);
  }
  return out;
}
