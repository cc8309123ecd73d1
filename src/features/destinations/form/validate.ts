/**
 * The destination's vendor-field rules: the generic form-tree rules (SPEC.md §5) over the fields the
 * generic renderer draws, with the destination's integer fields.
 */
import type { FormNode } from '../../../api/schemas/form.ts';
import type { FieldErrors } from '../../../components/form/schema-errors.ts';
import type { FormValues } from '../../../components/form-tree/form-values.ts';
import {
  type FormMode,
  validateFields as validateTreeFields,
} from '../../../components/form-tree/validate.ts';
import type { VisibleField } from '../../../components/form-tree/visible-fields.ts';
import { isTopLevelKey } from './form-values.ts';
import { INTEGER_FIELDS } from './prepare.ts';

/** Fields the generic renderer draws and validates (the fixed fields have their own controls). */
export const isVendorField = (node: FormNode) =>
  !isTopLevelKey(node.name) && node.attributes.form_element !== 'div';

/** Errors of the visible vendor fields, keyed by field name; empty when the fields are valid. */
export function validateFields(
  fields: readonly VisibleField[],
  values: FormValues,
  mode: FormMode,
): FieldErrors {
  return validateTreeFields(fields, values, mode, {
    integerFields: INTEGER_FIELDS,
    isChecked: isVendorField,
  });
}
