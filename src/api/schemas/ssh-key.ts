import * as v from 'valibot';

/**
 * A recipient's SSH public key (`POST /actions/generate-ssh-key?recipient_id=`): the OpenSSH
 * `ssh-rsa AAAA… comment` line for authorized_keys, and the same key as an SPKI PEM (PKCS#8 public
 * key, e.g. for Snowflake key-pair auth). The private key never leaves the server.
 */
export const sshPublicKey = v.object({ public_key: v.string(), public_key_pkcs8: v.string() });
export type SshPublicKey = v.InferOutput<typeof sshPublicKey>;
