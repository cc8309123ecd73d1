import { randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { RecipientWrite } from '../../src/api/schemas/recipient.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * Recipient writes. `id_in_provider_system` is the organisation's own key for the customer: unique per
 * environment (409) and fixed once created. Products are product names that must exist (422).
 */
export function productIdsFor(db: Db, environment: Environment, names: string[]): string[] {
  const unique = [...new Set(names)];
  const find = db.prepare('SELECT id FROM products WHERE environment = ? AND product_name = ?').pluck();
  const ids = unique.map((name) => find.get(environment, name) as string | undefined);
  const unknown = unique.filter((_, i) => ids[i] === undefined);
  if (unknown.length) {
    const list = unknown.map((n) => `"${n}"`).join(', ');
    throw new HttpError(
      422,
      `recipient.products: unknown ${unknown.length === 1 ? 'product' : 'products'} ${list}`,
    );
  }
  return ids as string[];
}

function replaceProducts(db: Db, recipientId: string, productIds: string[]) {
  db.prepare('DELETE FROM recipient_products WHERE recipient_id = ?').run(recipientId);
  const link = db.prepare('INSERT INTO recipient_products (recipient_id, product_id) VALUES (?, ?)');
  for (const productId of productIds) link.run(recipientId, productId);
}

export function insertRecipient(db: Db, environment: Environment, input: RecipientWrite, nowIso: string) {
  const taken = db
    .prepare('SELECT 1 FROM recipients WHERE environment = ? AND id_in_provider_system = ?')
    .get(environment, input.id_in_provider_system);
  if (taken) {
    throw new HttpError(
      409,
      `A recipient with id_in_provider_system "${input.id_in_provider_system}" already exists.`,
    );
  }
  const productIds = productIdsFor(db, environment, input.products);
  const id = randomUUID();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO recipients (id, environment, name, id_in_provider_system, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(id, environment, input.name, input.id_in_provider_system, nowIso, nowIso);
    replaceProducts(db, id, productIds);
  })();
  return id;
}

export function updateRecipient(
  db: Db,
  environment: Environment,
  id: string,
  change: Partial<RecipientWrite>,
  nowIso: string,
) {
  const productIds =
    change.products === undefined ? undefined : productIdsFor(db, environment, change.products);
  db.transaction(() => {
    db.prepare('UPDATE recipients SET name = coalesce(?, name), updated_at = ? WHERE id = ?').run(
      change.name ?? null,
      nowIso,
      id,
    );
    if (productIds) replaceProducts(db, id, productIds);
  })();
}

export const destinationCount = (db: Db, recipientId: string) =>
  db.prepare('SELECT count(*) FROM destinations WHERE recipient_id = ?').pluck().get(recipientId) as number;

export function deleteRecipient(db: Db, id: string): void {
  db.prepare('DELETE FROM recipients WHERE id = ?').run(id);
}
