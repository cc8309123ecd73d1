import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Product } from '../../src/api/schemas/product.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';

/** Product reads, sorted by product_name, each with its model names sorted (SPEC.md §3). */
interface ProductRow extends Omit<Product, 'models' | 'is_system_product'> {
  models: string;
  is_system_product: number;
}

const COLUMNS = `p.id, p.product_name, p.description, p.is_system_product, p.created_at,
  (SELECT json_group_array(model_name) FROM (
     SELECT m.model_name FROM product_models pm JOIN models m ON m.id = pm.model_id
     WHERE pm.product_id = p.id ORDER BY m.model_name)) AS models`;

const toProduct = (row: ProductRow): Product => ({
  id: row.id,
  product_name: row.product_name,
  description: row.description,
  models: JSON.parse(row.models) as string[],
  is_system_product: row.is_system_product === 1,
  created_at: row.created_at,
});

const TABLE: EnvironmentTable = {
  columns: COLUMNS,
  from: 'products p',
  alias: 'p',
  sortColumn: 'product_name',
};

export function pageProducts(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<ProductRow>(db, TABLE, environment, page);
  return { products: rows.map(toProduct), nextCursor };
}

export function findProduct(db: Db, environment: Environment, id: string): Product | null {
  const row = environmentRow<ProductRow>(db, TABLE, environment, id);
  return row ? toProduct(row) : null;
}

export const productIdByName = (db: Db, environment: Environment, name: string) =>
  db
    .prepare('SELECT id FROM products WHERE environment = ? AND product_name = ?')
    .pluck()
    .get(environment, name) as string | undefined;

/** Names of the models of these products (a destination's enabled_models must be among them). */
export function modelNamesOfProducts(db: Db, productIds: string[]): Set<string> {
  const marks = productIds.map(() => '?').join(', ');
  return new Set(
    db
      .prepare(
        `SELECT DISTINCT m.model_name FROM product_models pm JOIN models m ON m.id = pm.model_id
         WHERE pm.product_id IN (${marks || "''"})`,
      )
      .pluck()
      .all(...productIds) as string[],
  );
}
