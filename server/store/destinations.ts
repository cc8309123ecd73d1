import type { Destination, TransferStatus } from '../../src/api/schemas/destination.ts';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { cachedStatement } from '../db/statements.ts';
import type { PageRequest } from '../http/paging.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';
import { type RecipientKey, withPublicKeys } from './public-keys.ts';
import { scrubSecrets } from './scrub-secrets.ts';

/**
 * Destination reads: flat fields at the top, vendor settings nested under the vendor name, the
 * last-transfer summary from the denormalised columns. The `secrets` column is never selected.
 * A page reads its rows in one query, then the products of all its destinations and the current keys
 * of all its recipients in one query each (not one per row: 100 rows a page on the overview).
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
  settings: string;
  created_at: string;
  updated_at: string;
  last_successful_transfer_ended_at: string | null;
  last_transfer_id: string | null;
  last_transfer_status: string | null;
  last_transfer_rows: number | null;
  last_transfer_submitted_at: string | null;
  last_transfer_ended_at: string | null;
}

const COLUMNS = `d.id, d.name, d.vendor, d.recipient_id, r.id_in_provider_system, d.is_enabled,
  d.frequency_minutes, d.enabled_models, d.settings, d.created_at, d.updated_at,
  d.last_successful_transfer_ended_at, d.last_transfer_id, d.last_transfer_status, d.last_transfer_rows,
  d.last_transfer_submitted_at, d.last_transfer_ended_at`;
const FROM = 'destinations d JOIN recipients r ON r.id = d.recipient_id';

// The ids go in as one JSON array, so each statement is prepared once whatever the page size.
const PRODUCTS_SQL = `SELECT dp.destination_id AS id, p.product_name AS name
  FROM destination_products dp JOIN products p ON p.id = dp.product_id
  WHERE dp.destination_id IN (SELECT value FROM json_each(?)) ORDER BY p.product_name`;
const KEYS_SQL = `SELECT recipient_id, public_key AS ssh_rsa, public_key_pkcs8 AS pkcs8 FROM ssh_keys
  WHERE environment = ? AND owner = 'recipient' AND recipient_id IN (SELECT value FROM json_each(?))
  ORDER BY created_at DESC`;

/** Products (sorted by name) of each destination, and the newest key of each recipient. */
function relatedOf(db: Db, environment: Environment, rows: DestinationRow[]) {
  const products = new Map<string, string[]>();
  const found = cachedStatement(db, PRODUCTS_SQL).all(JSON.stringify(rows.map((r) => r.id))) as {
    id: string;
    name: string;
  }[];
  for (const { id, name } of found) {
    const list = products.get(id);
    if (list) list.push(name);
    else products.set(id, [name]);
  }
  const keys = new Map<string, RecipientKey>();
  const recipients = [...new Set(rows.map((r) => r.recipient_id))];
  const rowsOfKeys = cachedStatement(db, KEYS_SQL).all(environment, JSON.stringify(recipients)) as ({
    recipient_id: string;
  } & RecipientKey)[];
  for (const { recipient_id, ssh_rsa, pkcs8 } of rowsOfKeys) {
    if (!keys.has(recipient_id)) keys.set(recipient_id, { ssh_rsa, pkcs8 });
  }
  return { products, keys };
}

function toDestinations(db: Db, environment: Environment, rows: DestinationRow[]): Destination[] {
  if (rows.length === 0) return [];
  const { products, keys } = relatedOf(db, environment, rows);
  return rows.map((row) =>
    toDestination(row, products.get(row.id) ?? [], keys.get(row.recipient_id) ?? null),
  );
}

function toDestination(
  row: DestinationRow,
  products: string[],
  recipientKey: RecipientKey | null,
): Destination {
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
    products,
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
    [row.vendor]: withPublicKeys(row.vendor, scrubSecrets(settings[row.vendor] ?? {}), recipientKey),
  };
}

const TABLE: EnvironmentTable = { columns: COLUMNS, from: FROM, alias: 'd', sortColumn: 'created_at' };

export function pageDestinations(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<DestinationRow>(db, TABLE, environment, page);
  return { destinations: toDestinations(db, environment, rows), nextCursor };
}

export function findDestination(db: Db, environment: Environment, id: string): Destination | null {
  const row = environmentRow<DestinationRow>(db, TABLE, environment, id);
  return row ? (toDestinations(db, environment, [row])[0] ?? null) : null;
}
