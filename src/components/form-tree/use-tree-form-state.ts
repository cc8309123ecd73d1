/**
 * A form tree's state: the form kit's state (values flat and typed, errors, draft, revision) and the
 * visible fields the values open. Every field the tree marks secret (password inputs and the wire's
 * secret names, shown or not) is left out of the draft, and a draft may bring back fields the start
 * does not name yet (a vendor's settings).
 */
import { useMemo } from 'react';
import type { FormNode } from '../../api/schemas/form.ts';
import type { FormValues } from '../../api/wire/form-values.ts';
import { visibleFields } from '../../api/wire/walk.ts';
import { useForm } from '../form/use-form.ts';
import type { DraftSession } from '../form/use-form-draft.ts';
import { secretFieldNames } from './masking.ts';

export interface TreeDraft {
  session: DraftSession;
  /** 'destination:new', 'source:<id>:edit'. */
  formId: string;
  /** False for a form that keeps no draft (the recipient's onboarding form has no user). */
  enabled?: boolean;
}

export function useTreeFormState(
  root: FormNode,
  initial: FormValues,
  draft: TreeDraft,
  invalidSelector?: string,
) {
  const secretNames = useMemo(() => secretFieldNames(root), [root]);
  const form = useForm<FormValues>({
    initial,
    draft: { ...draft, secretNames, openKeys: true },
    ...(invalidSelector ? { invalidSelector } : {}),
  });
  const visible = useMemo(() => visibleFields(root, form.values), [root, form.values]);
  return { ...form, root, visible };
}

export type TreeFormState = ReturnType<typeof useTreeFormState>;
