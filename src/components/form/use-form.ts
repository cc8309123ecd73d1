/**
 * One form's state, the same for every form (flat or form tree): the values, the errors on screen, the
 * draft kept of them (use-form-draft.ts), and focus moved to the first invalid field whenever errors
 * are shown. Every edit bumps `revision`, which is how a connection test in flight learns that its
 * answer is about values that are no longer there (SPEC.md §4: editing resets the test).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './schema-errors.ts';
import { type FormDraftOptions, useFormDraft } from './use-form-draft.ts';

/** An invalid input, or the first enabled box of an invalid group (a checklist, a radio group). */
export const INVALID_SELECTOR = '[aria-invalid="true"], fieldset[data-invalid] input:not(:disabled)';

export interface FormOptions<T extends object> {
  initial: T;
  /** How the draft of these values is kept; values, start and restore are the form's own. */
  draft: Omit<FormDraftOptions<T>, 'values' | 'initial' | 'restore'>;
  /** A whole set of values put in (a restored draft, the start again) as the form holds it. */
  onReset?: (values: T) => T;
  /** What takes focus when errors are shown: the first match in the form. */
  invalidSelector?: string;
}

export function useForm<T extends object>({ initial, draft, onReset, invalidSelector }: FormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const revision = useRef(0);
  const [edits, setEdits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const selector = invalidSelector ?? INVALID_SELECTOR;
  const normalize = useRef(onReset);
  normalize.current = onReset;

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusRequest, selector]);

  const edited = useCallback(() => {
    revision.current += 1;
    setEdits(revision.current);
  }, []);

  /** Sets fields and clears the errors of what the change touched (the patch's fields unless told). */
  const change = useCallback(
    (patch: Partial<T>, touched: readonly string[] = Object.keys(patch)) => {
      edited();
      setValues((previous) => ({ ...previous, ...patch }));
      setErrors((previous) => {
        const fixed = touched.filter((k) => k in previous);
        if (fixed.length === 0) return previous;
        const next = { ...previous };
        for (const k of fixed) delete next[k];
        return next;
      });
    },
    [edited],
  );

  /** Replaces every value (a restored draft, or the start again) and clears the errors. */
  const reset = useCallback(
    (next: T) => {
      edited();
      setValues(normalize.current ? normalize.current(next) : next);
      setErrors({});
    },
    [edited],
  );

  /** Moves focus to the first invalid field once the errors are on screen. */
  const focusInvalid = () => setFocusRequest((n) => n + 1);

  /** Shows what a check found (and nothing else); true when it found nothing. */
  const check = (found: FieldErrors): boolean => {
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    if (!ok) focusInvalid();
    return ok;
  };

  /** Adds errors to those shown (a refused save's); `focus` moves focus to the first invalid field. */
  const addErrors = (found: FieldErrors, focus = true) => {
    if (Object.keys(found).length === 0) return;
    setErrors((current) => ({ ...current, ...found }));
    if (focus) focusInvalid();
  };

  const kept = useFormDraft({ ...draft, values, initial, restore: reset });

  return {
    formRef,
    initial,
    values,
    errors,
    change,
    reset,
    check,
    addErrors,
    focusInvalid,
    revision,
    edits,
    draft: kept,
  };
}

export type FormState<T extends object> = ReturnType<typeof useForm<T>>;
