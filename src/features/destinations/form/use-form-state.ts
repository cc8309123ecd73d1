/**
 * The destination form's state (the generic form-tree state), starting from the stored destination
 * flattened on edit, or on create the blank destination under what the definition fixes itself
 * (preset-values.ts: the recipient's onboarding form locks vendor and recipient). What is typed is
 * kept as a draft of the signed-in user, secrets excepted.
 */
import { useMemo } from 'react';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import { jsonFieldNames } from '../../../components/form-tree/flatten.ts';
import { type TreeDraft, useTreeFormState } from '../../../components/form-tree/use-tree-form-state.ts';
import type { FormMode } from '../../../components/form-tree/validate.ts';
import { flattenDestination } from './flatten.ts';
import { BLANK_VALUES } from './form-values.ts';
import { initialValues } from './preset-values.ts';

export function useFormState(
  definition: FormDefinition,
  mode: FormMode,
  destination: Destination | undefined,
  draft: TreeDraft,
) {
  const root = definition.form;
  const initial = useMemo(
    () =>
      mode === 'edit' && destination
        ? flattenDestination(destination, jsonFieldNames(root))
        : initialValues(root, BLANK_VALUES),
    [mode, destination, root],
  );
  return useTreeFormState(root, initial, draft);
}

export type FormState = ReturnType<typeof useFormState>;
