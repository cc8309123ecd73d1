import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { openSettings, storedSettings } from './vendor-settings.ts';

/**
 * Destination writes. Vendor settings and secrets are stored keyed by vendor as on the wire, secrets
 * in their own column that reads never select, sealed (secrets/secret-box.ts): only the base of an
 * update or a connection test opens them. Products link through destination_products.
 */
export interface DestinationRecord {
  name: string;
  recipient_id: string;
  enabled_models: string[];
  frequency_minutes: number;
  is_enabled: boolean;
  productIds: string[];
  settings: Record<string, unknown>;
  secrets: Record<string, unknown>;
}

interface StoredRow {
  id: string;
  vendor: string;
  name: string;
  recipient_id: string;
  enabled_models: string;
  frequency_minutes: number;
  is_enabled: number;
  settings: string;
  secrets: string;
  products: string;
}

/** The stored destination as a prepared one (secrets merged in): the base an update merges onto. */
export function loadPrepared(db: Db, environment: Environment, id: string): Record<string, unknown> | null {
  const row = db
    .prepare(
      `SELECT d.id, d.vendor, d.name, d.recipient_id, d.enabled_models, d.frequency_minutes, d.is_enabled,
         d.settings, d.secrets,
         (SELECT json_group_array(p.product_name) FROM destination_products dp
            JOIN products p ON p.id = dp.product_id WHERE dp.destination_id = d.id) AS products
       FROM destinations d WHERE d.environment = ? AND d.id = ?`,
    )
    .get(environment, id) as StoredRow | undefined;
  if (!row) return null;
  return {
    vendor: row.vendor,
    name: row.name,
    recipient_id: row.recipient_id,
    enabled_models: JSON.parse(row.enabled_models) as string[],
    frequency_minutes: row.frequency_minutes,
    is_enabled: row.is_enabled === 1,
    products: JSON.parse(row.products) as string[],
    ...openSettings(db, row),
  };
}

/**
 * What a record writes, for insert and update alike, in the order of the columns name, is_enabled,
 * frequency_minutes, enabled_models, settings, secrets.
 */
const recordValues = (db: Db, input: DestinationRecord) => [
  input.name,
  input.is_enabled ? 1 : 0,
  input.frequency_minutes,
  JSON.stringify(input.enabled_models),
  ...storedSettings(db, input),
];

function linkProducts(db: Db, id: string, productIds: string[]) {
  db.prepare('DELETE FROM destination_products WHERE destination_id = ?').run(id);
  const link = db.prepare('INSERT INTO destination_products (destination_id, product_id) VALUES (?, ?)');
  for (const productId of productIds) link.run(id, productId);
}

export function insertDestination(
  db: Db,
  environment: Environment,
  input: DestinationRecord & { id: string; vendor: string; nowIso: string },
): void {
  db.transaction(() => {
    db.prepare(
      `INSERT INTO destinations (id, environment, vendor, recipient_id, name, is_enabled, frequency_minutes,
         enabled_models, settings, secrets, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      input.id,
      environment,
      input.vendor,
      input.recipient_id,
      ...recordValues(db, input),
      input.nowIso,
      input.nowIso,
    );
    linkProducts(db, input.id, input.productIds);
  })();
}

/**
 * A change of frequency, or turning the destination off (and on again), makes its schedule anew: a
 * stopped one (`schedule_paused_at`, migration 007) runs again. Other changes leave it as it is.
 * (SET reads the row as it was before this update.)
 */
export function updateDestination(db: Db, id: string, input: DestinationRecord & { nowIso: string }): void {
  db.transaction(() => {
    db.prepare(
      `UPDATE destinations SET name = ?, is_enabled = ?, frequency_minutes = ?, enabled_models = ?,
         settings = ?, secrets = ?, updated_at = ?,
         schedule_paused_at = CASE WHEN is_enabled = ? AND frequency_minutes = ? THEN schedule_paused_at END
       WHERE id = ?`,
    ).run(...recordValues(db, input), input.nowIso, input.is_enabled ? 1 : 0, input.frequency_minutes, id);
    linkProducts(db, id, input.productIds);
  })();
}

/** Transfers, integrity jobs and product links go with it (ON DELETE CASCADE). */
export function deleteDestination(db: Db, environment: Environment, id: string): boolean {
  return (
    db.prepare('DELETE FROM destinations WHERE environment = ? AND id = ?').run(environment, id).changes > 0
  );
}

export function nameTaken(
  db: Db,
  environment: Environment,
  recipientId: string,
  name: string,
  exceptId = '',
): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM destinations WHERE environment = ? AND recipient_id = ? AND name = ? COLLATE NOCASE AND id != ?`,
      )
      .get(environment, recipientId, name, exceptId) !== undefined
  );
}
