import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Model } from '../../src/api/schemas/model.ts';
import type { Db } from '../db/connection.ts';

/**
 * Checks a model against its source's catalogue (`source_catalog`): the table must exist, and so must
 * every column the model exports and its organisation column. Names compare case-insensitively, as
 * unquoted identifiers do in the warehouses (Snowflake folds them to upper case, Postgres to lower).
 * Returns null when valid, else the first problem in words that name the table or column.
 */
export const MODEL_VALID_MESSAGE =
  'The model configuration is valid, and its tables and columns exist in the source database.';

export function modelProblem(db: Db, environment: Environment, model: Model): string | null {
  const source = db
    .prepare(
      `SELECT s.id, s.name FROM models m JOIN sources s ON s.id = m.source_id
       WHERE m.environment = ? AND m.id = ?`,
    )
    .get(environment, model.id) as { id: string; name: string } | undefined;
  if (!source) return `The model "${model.model_name}" has no source; choose a source for it first.`;
  const qualified = `${model.source_schema}.${model.source_table}`;
  const columns = db
    .prepare(
      `SELECT lower(column_name) FROM source_catalog
       WHERE source_id = ? AND lower(schema_name) = lower(?) AND lower(table_name) = lower(?)`,
    )
    .pluck()
    .all(source.id, model.source_schema, model.source_table) as string[];
  if (columns.length === 0) return `Table "${qualified}" does not exist in source "${source.name}".`;
  const present = new Set(columns);
  const wanted = [...model.columns.map((c) => c.name_in_source), model.organization_column];
  const missing = wanted.find((name) => !present.has(name.toLowerCase()));
  if (missing === undefined) return null;
  return `Column "${missing}" does not exist in table "${qualified}" of source "${source.name}".`;
}

/**
 * Names of the products that include a model (sorted), which keep it from being deleted. The system
 * product holds every model by definition, so it does not count: deleting the model drops it there.
 */
export function productsUsingModel(db: Db, modelId: string): string[] {
  return db
    .prepare(
      `SELECT p.product_name FROM product_models pm JOIN products p ON p.id = pm.product_id
       WHERE pm.model_id = ? AND p.is_system_product = 0 ORDER BY p.product_name`,
    )
    .pluck()
    .all(modelId) as string[];
}
