import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Source, SshKeySlot } from '../../src/api/schemas/source.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { type OrganizationKeys, organizationKeys } from './organization-ssh-keys.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';
import { scrubSecrets } from './scrub-secrets.ts';

/**
 * Source reads: flat fields at the top, vendor settings nested under the vendor name (as
 * destinations). The `secrets` column is never selected. Public keys are derived on read from the
 * organisation's current keys: the tunnel's `ssh_public_key` from the slot it names
 * (`existing_ssh_key`), a Snowflake key pair's `public_key` from the primary key (PEM).
 */
interface SourceRow {
  id: string;
  name: string;
  vendor: string;
  settings: string;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 's.id, s.name, s.vendor, s.settings, s.created_at, s.updated_at';

function withKeys(settings: Record<string, unknown>, keys: OrganizationKeys): Record<string, unknown> {
  const out = { ...settings };
  const nest = (container: string, field: string, value: string | undefined) => {
    if (value === undefined) return;
    const inner = out[container];
    out[container] = { ...(inner && typeof inner === 'object' ? inner : {}), [field]: value };
  };
  if (out.use_ssh_tunnel === true) {
    const tunnel = out.ssh_tunnel as { existing_ssh_key?: SshKeySlot } | undefined;
    nest('ssh_tunnel', 'ssh_public_key', keys[tunnel?.existing_ssh_key ?? 'primary']?.public_key);
  }
  if (out.auth_method === 'public_key_auth') {
    nest('public_key_auth', 'public_key', keys.primary?.public_key_pkcs8);
  }
  return out;
}

function toSource(row: SourceRow, keys: OrganizationKeys): Source {
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  const own = scrubSecrets(settings[row.vendor] ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    created_at: row.created_at,
    updated_at: row.updated_at,
    [row.vendor]: withKeys(own, keys),
  };
}

const TABLE: EnvironmentTable = { columns: COLUMNS, from: 'sources s', alias: 's', sortColumn: 'created_at' };

export function pageSources(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<SourceRow>(db, TABLE, environment, page);
  const keys = organizationKeys(db, environment);
  return { sources: rows.map((row) => toSource(row, keys)), nextCursor };
}

export function findSource(db: Db, environment: Environment, id: string): Source | null {
  const row = environmentRow<SourceRow>(db, TABLE, environment, id);
  return row ? toSource(row, organizationKeys(db, environment)) : null;
}
