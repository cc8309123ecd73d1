import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Db } from '../db/connection.ts';
import { cachedStatement } from '../db/statements.ts';

/**
 * The destination as the engine reads it (runner/destination-facts.ts): its settings without secrets
 * and the model names of its products, in one query.
 */
export interface DestinationFactsRow {
  id: string;
  environment: Environment;
  name: string;
  vendor: string;
  is_enabled: number;
  frequency_minutes: number;
  enabled_models: string;
  settings: string;
  product_models: string;
}

const SQL = `SELECT d.id, d.environment, d.name, d.vendor, d.is_enabled, d.frequency_minutes,
  d.enabled_models, d.settings,
  (SELECT json_group_array(DISTINCT m.model_name) FROM destination_products dp
     JOIN product_models pm ON pm.product_id = dp.product_id JOIN models m ON m.id = pm.model_id
     WHERE dp.destination_id = d.id) AS product_models
  FROM destinations d WHERE d.id = ?`;

export const findDestinationFactsRow = (db: Db, id: string) =>
  cachedStatement(db, SQL).get(id) as DestinationFactsRow | undefined;
