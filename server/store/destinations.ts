import type { Destination, TransferStatus } from '../../src/api/schemas/destination.ts';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest, PageSource } from '../http/paging.ts';
import { selectPage } from '../http/paging.ts';
import { withPublicKeys } from './public-keys.ts';
import { scrubSecrets } from './scrub-secrets.ts';

/**
 * Destination reads: flat fields at the top, vendor settings nested under the vendor name, the
 * last-transfer summary from the denormalised columns. The `secrets` column is never selected.
 */
interface DestinationRow {
  id: string;
  name: string;
  vendor: string;
  recipient_id: string;
  id_in_provider_system: string | null;
  is_enabled: number;
  frequency_minutes: number;
  enabled_models: string;
  products: string;
  settings: string;
  created_at: string;
  updated_at: string;
  last_successful_transfer_ended_at: string | null;
  last_transfer_id: string | null;
  last_transfer_status: string | null;
  last_transfer_rows: number | null;
  last_transfer_submitted_at: string | null;
  last_transfer_ended_at: string | null;
  recipient_key: string | null;
}

const COLUMNS = `d.id, d.name, d.vendor, d.recipient_id, r.id_in_provider_system, d.is_enabled,
  d.frequency_minutes, d.enabled_models, d.settings, d.created_at, d.updated_at,
  d.last_successful_transfer_ended_at, d.last_transfer_id, d.last_transfer_status, d.last_transfer_rows,
  d.last_transfer_submitted_at, d.last_transfer_ended_at,
  (SELECT json_group_array(product_name) FROM (
     SELECT p.product_name FROM destination_products dp JOIN products p ON p.id = dp.product_id
     WHERE dp.destination_id = d.id ORDER BY p.product_name)) AS products,
  (SELECT json_object('ssh_rsa', k.public_key, 'pkcs8', k.public_key_pkcs8) FROM ssh_keys k
     WHERE k.environment = d.environment AND k.owner = 'recipient' AND k.recipient_id = d.recipient_id
     ORDER BY k.created_at DESC LIMIT 1) AS recipient_key`;
const FROM = 'destinations d JOIN recipients r ON r.id = d.recipient_id';

export function toDestination(row: DestinationRow): Destination {
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  const enabledModels = (JSON.parse(row.enabled_models) as string[]).sort();
  return {
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    recipient_id: row.recipient_id,
    id_in_provider_system: row.id_in_provider_system,
    is_enabled: row.is_enabled === 1,
    frequency_minutes: row.frequency_minutes,
    products: JSON.parse(row.products) as string[],
    enabled_models: enabledModels,
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_successful_transfer_ended_at: row.last_successful_transfer_ended_at,
    last_completed_transfer: row.last_transfer_id
      ? {
          id: row.last_transfer_id,
          status: row.last_transfer_status as TransferStatus,
          rows_transferred: row.last_transfer_rows,
          ended_at: row.last_transfer_ended_at,
          submitted_at: row.last_transfer_submitted_at,
        }
      : null,
    [row.vendor]: withPublicKeys(row.vendor, scrubSecrets(settings[row.vendor] ?? {}), row.recipient_key),
  };
}

export function pageDestinations(db: Db, environment: Environment, page: PageRequest) {
  const source: PageSource = {
    columns: COLUMNS,
    from: FROM,
    where: 'd.environment = ?',
    params: [environment],
    sortColumn: 'd.created_at',
    idColumn: 'd.id',
  };
  const { rows, nextCursor } = selectPage<DestinationRow>(db, source, page);
  return { destinations: rows.map(toDestination), nextCursor };
}

export function findDestination(db: Db, environment: Environment, id: string): Destination | null {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE d.environment = ? AND d.id = ?`)
    .get(environment, id) as DestinationRow | undefined;
  return row ? toDestination(row) : null;
}
