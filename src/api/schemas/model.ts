import * as v from 'valibot';

export const modelColumn = v.object({
  name_in_source: v.string(),
  name_in_destination: v.string(),
  /** Absent when the column was never described (the console then shows 'undefined'). */
  description: v.optional(v.string()),
  data_type: v.string(),
  is_primary_key: v.boolean(),
  is_last_modified: v.boolean(),
});
export type ModelColumn = v.InferOutput<typeof modelColumn>;

/** An export model: which source table and columns are exported. */
export const model = v.object({
  id: v.string(),
  model_name: v.string(),
  description: v.string(),
  source_table: v.string(),
  source_schema: v.string(),
  source_name: v.nullable(v.string()),
  organization_column: v.string(),
  columns: v.array(modelColumn),
  created_at: v.string(),
});
export type Model = v.InferOutput<typeof model>;
export const modelListReply = v.object({ models: v.array(model) });
export const modelReply = v.object({ model });
