/**
 * The draft of a form driven by a server form tree (destination, source): every field the tree marks
 * secret (password inputs and the wire's secret names, shown or not) is left out of it.
 */
import { useMemo } from 'react';
import { type DraftSession, useFormDraft } from '../form/use-form-draft.ts';
import { secretFieldNames } from './masking.ts';
import type { TreeFormState } from './use-tree-form-state.ts';

export function useTreeFormDraft(session: DraftSession, formId: string, form: TreeFormState, enabled = true) {
  const secretNames = useMemo(() => secretFieldNames(form.root), [form.root]);
  return useFormDraft({
    session,
    formId,
    values: form.values,
    initial: form.initial,
    restore: form.reset,
    secretNames,
    openKeys: true,
    enabled,
  });
}
