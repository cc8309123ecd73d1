/**
 * The destination's own facts about its form values (the values themselves are the generic form-tree
 * values, src/api/wire/form-values.ts; the keys sent at the top are src/api/wire/field-paths.ts): the
 * all-models marker and the blank form.
 */
import type { FormNode } from '../../../api/schemas/form.ts';
import { isTopLevelKey } from '../../../api/wire/field-paths.ts';
import type { FormValues } from '../../../api/wire/form-values.ts';

/** Fields the generic renderer draws and validates (the fixed fields have their own controls). */
export const isVendorField = (node: FormNode) =>
  !isTopLevelKey(node.name) && node.attributes.form_element !== 'div';

/** The all-models marker: 'All current and future models' (SPEC.md §9). */
export const ALL_MODELS_MARKER = '*';

/** A blank form (SPEC.md §3): snowflake, parquet files, the organisation's frequency, enabled. */
export const BLANK_VALUES: FormValues = {
  vendor: 'snowflake',
  name: '',
  recipient_id: '',
  enabled_models: [],
  frequency_minutes: 0,
  is_enabled: true,
  file_format: 'parquet',
};
