/**
 * The destination's checks before a test or a save: the generic form-tree rules (SPEC.md §5) over the
 * vendor fields the generic renderer draws, with the destination's integer fields, and the fixed
 * fields read from the native FormData (only those the definition asks for: the recipient's onboarding
 * form has no model checklist). What is wrong shows next to each field, the first invalid one gets
 * focus (the form kit), and 'Advanced options' opens when the problem is inside it.
 */
import type { FormValues } from '../../../api/wire/form-values.ts';
import type { VisibleField } from '../../../api/wire/walk.ts';
import { DESTINATION_INTEGER_FIELDS } from '../../../api/wire/wire-rules.ts';
import type { FieldErrors } from '../../../components/form/schema-errors.ts';
import {
  type FormMode,
  validateFields as validateTreeFields,
} from '../../../components/form-tree/validate.ts';
import { readFixedFields } from './fixed-fields.ts';
import { MODELS_SECTION_ID } from './form-layout.ts';
import { isVendorField } from './form-values.ts';
import { asksFor } from './preset-values.ts';
import type { FormState } from './use-form-state.ts';

/** Errors of the visible vendor fields, keyed by field name; empty when the fields are valid. */
export function validateFields(
  fields: readonly VisibleField[],
  values: FormValues,
  mode: FormMode,
): FieldErrors {
  return validateTreeFields(fields, values, mode, {
    integerFields: DESTINATION_INTEGER_FIELDS,
    isChecked: isVendorField,
  });
}

/** True when the form may be tested or saved; otherwise shows why. */
export function checkDestinationForm(form: FormState, mode: FormMode, openAdvanced: () => void): boolean {
  const { root, visible, values, formRef } = form;
  const fixed = formRef.current ? readFixedFields(new FormData(formRef.current)) : null;
  const fixedErrors = fixed && !fixed.ok ? fixed.errors : {};
  const found: Record<string, string> = {
    ...Object.fromEntries(Object.entries(fixedErrors).filter(([name]) => asksFor(root, name))),
    ...validateFields(visible, values, mode),
  };
  if (
    found.frequency_minutes ||
    visible.some((f) => f.node.attributes.section_id === MODELS_SECTION_ID && found[f.node.name])
  ) {
    openAdvanced();
  }
  return form.check(found);
}
