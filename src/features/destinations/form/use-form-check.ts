/**
 * Validating the whole destination form before a test or a save: the fixed fields read from the
 * native FormData (only those the definition asks for: the recipient's onboarding form has no model
 * checklist) and the visible vendor fields. What is wrong shows next to each field, the first invalid
 * one gets focus, and 'Advanced options' opens when the problem is inside it.
 */
import { type RefObject, useEffect, useState } from 'react';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { readFixedFields } from './fixed-fields.ts';
import { MODELS_SECTION_ID } from './form-layout.ts';
import { asksFor } from './preset-values.ts';
import type { FormState } from './use-form-state.ts';
import { validateFields } from './validate.ts';

const INVALID_SELECTOR = '[aria-invalid="true"], fieldset[data-invalid] input:not(:disabled)';

export function useFormCheck(
  formRef: RefObject<HTMLFormElement | null>,
  form: FormState,
  mode: FormMode,
  openAdvanced: () => void,
) {
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(INVALID_SELECTOR)?.focus();
  }, [focusRequest, formRef]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);

  /** True when the form may be tested or saved; otherwise shows why. */
  const check = () => {
    const { root, visible, values, setErrors } = form;
    const fixed = formRef.current ? readFixedFields(new FormData(formRef.current)) : null;
    const fixedErrors = Object.entries(fixed && !fixed.ok ? fixed.errors : {}).filter(([name]) =>
      asksFor(root, name),
    );
    const found: Record<string, string> = {
      ...Object.fromEntries(fixedErrors),
      ...validateFields(visible, values, mode),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    if (
      found.frequency_minutes ||
      visible.some((f) => f.node.attributes.section_id === MODELS_SECTION_ID && found[f.node.name])
    ) {
      openAdvanced();
    }
    focusFirstInvalid();
    return false;
  };

  return { check, focusFirstInvalid };
}
