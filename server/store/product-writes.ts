import { randomUUID } from 'node:crypto';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { ProductWrite } from '../../src/api/schemas/product.ts';
import type { Db } from '../db/connection.ts';
import { HttpError } from '../http/envelope.ts';

/**
 * Product writes. Names are unique per environment regardless of case (409); models are model names
 * that must exist (422 naming the unknown ones); a product's model list is replaced as a whole.
 */
export function assertNameFree(db: Db, environment: Environment, name: string, exceptId?: string) {
  const taken = db
    .prepare(
      'SELECT id FROM products WHERE environment = ? AND lower(product_name) = lower(?) AND id IS NOT ?',
    )
    .get(environment, name, exceptId ?? null);
  if (taken) throw new HttpError(409, `A product named "${name}" already exists.`);
}

/** Model ids for the given names, or 422 naming every unknown one. */
export function modelIdsFor(db: Db, environment: Environment, names: string[]): string[] {
  const unique = [...new Set(names)];
  const find = db.prepare('SELECT id FROM models WHERE environment = ? AND model_name = ?').pluck();
  const ids = unique.map((name) => find.get(environment, name) as string | undefined);
  const unknown = unique.filter((_, i) => ids[i] === undefined);
  if (unknown.length) {
    throw new HttpError(
      422,
      `product.models: unknown ${unknown.length === 1 ? 'model' : 'models'} ${unknown.map((n) => `"${n}"`).join(', ')}`,
    );
  }
  return ids as string[];
}

function replaceModels(db: Db, productId: string, modelIds: string[]) {
  db.prepare('DELETE FROM product_models WHERE product_id = ?').run(productId);
  const link = db.prepare('INSERT INTO product_models (product_id, model_id) VALUES (?, ?)');
  for (const modelId of modelIds) link.run(productId, modelId);
}

export function insertProduct(db: Db, environment: Environment, input: ProductWrite, nowIso: string) {
  assertNameFree(db, environment, input.product_name);
  const modelIds = modelIdsFor(db, environment, input.models);
  const id = randomUUID();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO products (id, environment, product_name, description, is_system_product, created_at, updated_at)
       VALUES (?, ?, ?, ?, 0, ?, ?)`,
    ).run(id, environment, input.product_name, input.description, nowIso, nowIso);
    replaceModels(db, id, modelIds);
  })();
  return id;
}

export function updateProduct(
  db: Db,
  environment: Environment,
  id: string,
  change: Partial<ProductWrite>,
  nowIso: string,
) {
  if (change.product_name !== undefined) assertNameFree(db, environment, change.product_name, id);
  const modelIds = change.models === undefined ? undefined : modelIdsFor(db, environment, change.models);
  db.transaction(() => {
    db.prepare(
      `UPDATE products SET product_name = coalesce(?, product_name), description = coalesce(?, description),
       updated_at = ? WHERE id = ?`,
    ).run(change.product_name ?? null, change.description ?? null, nowIso, id);
    if (modelIds) replaceModels(db, id, modelIds);
  })();
}

export function deleteProduct(db: Db, id: string): void {
  db.prepare('DELETE FROM products WHERE id = ?').run(id);
}
