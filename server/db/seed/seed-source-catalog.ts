import type { Db } from '../connection.ts';
import { MODEL_SPECS, toColumns } from './catalog-models.ts';
import { inserter } from './insert.ts';

/**
 * What each seeded source database holds: the table behind every model of the catalogue, with the
 * model's columns and the organisation column. One model is broken on purpose so "Validate Model"
 * has something to find: the source renamed `refunds.reason` to `refund_reason`, the model still
 * names `reason`.
 */
export const BROKEN_MODEL = { model: 'refunds', column: 'reason', renamedTo: 'refund_reason' };

export function seedSourceCatalog(db: Db, sources: { id: string }[]) {
  const add = inserter(db, 'source_catalog');
  for (const spec of MODEL_SPECS) {
    const source = sources[spec.source];
    if (!source) continue;
    const columns = toColumns(spec).map((c) => ({ name: c.name_in_source, type: c.data_type }));
    columns.push({ name: spec.organizationColumn, type: 'varchar' });
    for (const column of columns) {
      const broken = spec.name === BROKEN_MODEL.model && column.name === BROKEN_MODEL.column;
      add({
        source_id: source.id,
        schema_name: spec.schema,
        table_name: spec.table,
        column_name: broken ? BROKEN_MODEL.renamedTo : column.name,
        data_type: column.type,
      });
    }
  }
}
