import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Recipient } from '../../src/api/schemas/recipient.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';

/** Recipient reads: products are product names, sorted. Lists page by created_at. */
interface RecipientRow extends Omit<Recipient, 'products'> {
  products: string;
}

const COLUMNS = `r.id, r.name, r.id_in_provider_system, r.created_at, r.updated_at,
  (SELECT json_group_array(product_name) FROM (
     SELECT p.product_name FROM recipient_products rp JOIN products p ON p.id = rp.product_id
     WHERE rp.recipient_id = r.id ORDER BY p.product_name)) AS products`;

const toRecipient = (row: RecipientRow): Recipient => ({
  id: row.id,
  name: row.name,
  id_in_provider_system: row.id_in_provider_system,
  products: JSON.parse(row.products) as string[],
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const TABLE: EnvironmentTable = {
  columns: COLUMNS,
  from: 'recipients r',
  alias: 'r',
  sortColumn: 'created_at',
};

export function pageRecipients(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<RecipientRow>(db, TABLE, environment, page);
  return { recipients: rows.map(toRecipient), nextCursor };
}

export function findRecipient(db: Db, environment: Environment, id: string): Recipient | null {
  const row = environmentRow<RecipientRow>(db, TABLE, environment, id);
  return row ? toRecipient(row) : null;
}

export const recipientExists = (db: Db, environment: Environment, id: string) =>
  db.prepare('SELECT 1 FROM recipients WHERE environment = ? AND id = ?').get(environment, id) !== undefined;

export const recipientName = (db: Db, id: string) =>
  db.prepare('SELECT name FROM recipients WHERE id = ?').pluck().get(id) as string;

/** The organisation's own key for the recipient (names its SSH key). */
export const recipientProviderId = (db: Db, id: string) =>
  db.prepare('SELECT id_in_provider_system FROM recipients WHERE id = ?').pluck().get(id);

/** The recipient's products: what a destination of it gets when it names none. */
export const recipientProductIds = (db: Db, recipientId: string) =>
  db
    .prepare('SELECT product_id FROM recipient_products WHERE recipient_id = ?')
    .pluck()
    .all(recipientId) as string[];
