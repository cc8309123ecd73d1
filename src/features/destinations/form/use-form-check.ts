/**
 * Validating the whole destination form before a test or a save: the fixed fields read from the
 * native FormData (only those the definition asks for: the recipient's onboarding form has no model
 * checklist) and the visible vendor fields. What is wrong shows next to each field, the first invalid
 * one gets focus (the form kit), and 'Advanced options' opens when the problem is inside it.
 */
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { readFixedFields } from './fixed-fields.ts';
import { MODELS_SECTION_ID } from './form-layout.ts';
import { asksFor } from './preset-values.ts';
import type { FormState } from './use-form-state.ts';
import { validateFields } from './validate.ts';

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
