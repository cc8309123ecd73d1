/**
 * The destination form's state: the values (flat, typed), the visible fields they open, and the
 * errors on screen. Every edit bumps `revision`, which is how a connection test in flight learns that
 * its answer is about a form that no longer exists (SPEC.md §4: editing resets the test).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { FormDefinition } from '../../../api/schemas/form.ts';
import { flattenDestination, jsonFieldNames } from './flatten.ts';
import { BLANK_VALUES, type FormValues } from './form-values.ts';
import type { FormMode } from './validate.ts';
import { visibleFields } from './visible-fields.ts';

export type FieldErrorMap = Readonly<Record<string, string>>;

export function useFormState(definition: FormDefinition, mode: FormMode, destination?: Destination) {
  const root = definition.form;
  const initial = useMemo(
    () =>
      mode === 'edit' && destination ? flattenDestination(destination, jsonFieldNames(root)) : BLANK_VALUES,
    [mode, destination, root],
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
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

  return { root, initial, values, visible, errors, setErrors, change, revision, edits };
}

export type FormState = ReturnType<typeof useFormState>;
