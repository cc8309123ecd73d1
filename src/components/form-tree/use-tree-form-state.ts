/**
 * A form tree's state: the values (flat, typed), the visible fields they open, and the errors on
 * screen. Every edit bumps `revision`, which is how a connection test in flight learns that its answer
 * is about a form that no longer exists (SPEC.md §4: editing resets the test).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FormNode } from '../../api/schemas/form.ts';
import type { FormValues } from '../../api/wire/form-values.ts';
import { visibleFields } from '../../api/wire/walk.ts';
import type { FieldErrors } from './validate.ts';

export function useTreeFormState(root: FormNode, initial: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const revision = useRef(0);
  const [edits, setEdits] = useState(0);

  const visible = useMemo(() => visibleFields(root, values), [root, values]);

  /** Sets fields, clears their errors and marks the form edited. */
  const change = useCallback((patch: Readonly<Record<string, unknown>>) => {
    revision.current += 1;
    setEdits(revision.current);
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => {
      const keys = Object.keys(patch).filter((k) => k in previous);
      if (keys.length === 0) return previous;
      const next = { ...previous };
      for (const k of keys) delete next[k];
      return next;
    });
  }, []);

  /** Replaces every value (a restored draft, or the start again) and clears the errors. */
  const reset = useCallback((next: FormValues) => {
    revision.current += 1;
    setEdits(revision.current);
    setValues(next);
    setErrors({});
  }, []);

  return { root, initial, values, visible, errors, setErrors, change, reset, revision, edits };
}

export type TreeFormState = ReturnType<typeof useTreeFormState>;
