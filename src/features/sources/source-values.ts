/**
 * A source in and out of the form tree (CONTRACT.md §6, shaped like a destination): `vendor` and
 * `name` at the top, the vendor settings nested under the vendor key. Read sources are flattened to
 * form values; the form's values are prepared for the wire by the shared wire module (src/api/wire).
 */
import type { FormNode } from '../../api/schemas/form.ts';
import type { Source, SourceWrite } from '../../api/schemas/source.ts';
import { currentValue, type FormValues } from '../../api/wire/form-values.ts';
import { SOURCE_WIRE_RULES } from '../../api/wire/wire-rules.ts';
import { writeVisibleFields } from '../../api/wire/write.ts';
import { isPlainObject } from '../../components/form/changed-fields.ts';
import { flattenSettings, jsonFieldNames } from '../../components/form-tree/flatten.ts';

/** The vendor a new source starts with (SPEC.md §9). */
export const DEFAULT_SOURCE_VENDOR = 'snowflake';
export const BLANK_SOURCE: FormValues = { vendor: DEFAULT_SOURCE_VENDOR, name: '' };

/** The vendor settings of a read source (an object under its vendor key), or an empty object. */
export const vendorSettings = (source: Source): Record<string, unknown> => {
  const settings = source[source.vendor];
  return isPlainObject(settings) ? settings : {};
};

export function flattenSource(source: Source, root?: FormNode): FormValues {
  return flattenSettings(
    vendorSettings(source),
    { vendor: source.vendor, name: source.name },
    jsonFieldNames(root),
  );
}

/** The whole prepared source for `POST /sources` and `POST /test-source`. */
export function prepareSource(root: FormNode, values: FormValues): SourceWrite {
  const prepared: Record<string, unknown> = {
    vendor: String(currentValue(root, values) ?? ''),
    name: typeof values.name === 'string' ? values.name.trim() : '',
  };
  return writeVisibleFields(prepared, root, values, SOURCE_WIRE_RULES);
}

/** What names where a source lives on its card: its host, or the project of a BigQuery source. */
export function sourceLocation(source: Source): string {
  const settings = vendorSettings(source);
  for (const key of ['host', 'project_id']) {
    const value = settings[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}

/** Leads the server's reason when a connection test fails (the destination form's wording). */
export const SOURCE_TEST_FAILURE_TEXT = 'Error connecting to source.';
