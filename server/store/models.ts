import type { Environment } from '../../src/api/schemas/envelope.ts';
import type { Model } from '../../src/api/schemas/model.ts';
import type { Db } from '../db/connection.ts';
import type { PageRequest } from '../http/paging.ts';
import { type EnvironmentTable, environmentPage, environmentRow } from './page-query.ts';

/** Model reads, sorted by model_name (SPEC.md §3); `source_name` comes from the model's source. */
interface ModelRow extends Omit<Model, 'columns'> {
  columns: string;
}

const COLUMNS = `m.id, m.model_name, m.description, m.source_table, m.source_schema,
  s.name AS source_name, m.organization_column, m.columns, m.created_at`;
const FROM = 'models m LEFT JOIN sources s ON s.id = m.source_id';

const toModel = (row: ModelRow): Model => ({
  id: row.id,
  model_name: row.model_name,
  description: row.description,
  source_table: row.source_table,
  source_schema: row.source_schema,
  source_name: row.source_name,
  organization_column: row.organization_column,
  columns: JSON.parse(row.columns) as Model['columns'],
  created_at: row.created_at,
});

const TABLE: EnvironmentTable = { columns: COLUMNS, from: FROM, alias: 'm', sortColumn: 'model_name' };

export function pageModels(db: Db, environment: Environment, page: PageRequest) {
  const { rows, nextCursor } = environmentPage<ModelRow>(db, TABLE, environment, page);
  return { models: rows.map(toModel), nextCursor };
}

export function findModel(db: Db, environment: Environment, id: string): Model | null {
  const row = environmentRow<ModelRow>(db, TABLE, environment, id);
  return row ? toModel(row) : null;
}

/** Names of the environment's models, for checking a destination's enabled_models. */
export function modelNames(db: Db, environment: Environment): Set<string> {
  const names = db.prepare('SELECT model_name FROM models WHERE environment = ?').pluck().all(environment);
  return new Set(names as string[]);
}

/** Columns of each of the environment's models by name (the integrity check's json-column rule). */
export function modelColumns(db: Db, environment: Environment) {
  const rows = db
    .prepare(`SELECT model_name, columns FROM models WHERE environment = ?`)
    .all(environment) as { model_name: string; columns: string }[];
  return new Map(
    rows.map((m) => [m.model_name, JSON.parse(m.columns) as { name_in_source: string; data_type: string }[]]),
  );
}

export function deleteModel(db: Db, id: string): void {
  db.prepare('DELETE FROM models WHERE id = ?').run(id);
}
