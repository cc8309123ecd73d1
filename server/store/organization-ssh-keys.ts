import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { SshKeySlot } from '../../src/api/schemas/source.ts';
import type { SshPublicKey } from '../../src/api/schemas/ssh-key.ts';
import type { Db } from '../db/connection.ts';
import type { Requester } from './key-generation.ts';
import { findSshKey, makeSshKeyPair, storeSshKey } from './ssh-keys.ts';

/**
 * The organisation's SSH keys, which source tunnels present (`existing_ssh_key`). There is a primary
 * key and, once it has been rotated, a secondary one: rotating demotes the primary to secondary (the
 * old secondary is dropped) and makes a new primary, so a bastion can trust both while sources move
 * over. Sources name a slot, not a key, so a source on "primary" presents the new key at once.
 */
export type OrganizationKeys = Record<SshKeySlot, SshPublicKey | null>;

export function organizationKeys(db: Db, environment: Environment): OrganizationKeys {
  return {
    primary: findSshKey(db, environment, { kind: 'primary' }),
    secondary: findSshKey(db, environment, { kind: 'secondary' }),
  };
}

export async function rotateOrganizationKey(
  db: Db,
  environment: Environment,
  options: { comment: string; nowIso: string; requester: Requester },
): Promise<SshPublicKey> {
  // Made before the transaction: SQLite transactions are synchronous, the generation is not.
  const made = await makeSshKeyPair(db, options.comment, options.requester);
  return db.transaction(() => {
    db.prepare(`DELETE FROM ssh_keys WHERE environment = ? AND owner = 'secondary'`).run(environment);
    db.prepare(`UPDATE ssh_keys SET owner = 'secondary' WHERE environment = ? AND owner = 'primary'`).run(
      environment,
    );
    return storeSshKey(db, environment, { kind: 'primary' }, made, options.nowIso);
  })();
}
