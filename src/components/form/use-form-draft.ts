/**
 * One form's draft (policy in src/offline/drafts.ts): when the form opens untouched, a saved draft is put
 * back over its starting values; while the user types the values are kept, secrets stripped; `clear`
 * after a successful save and `discard` forget it. The form's unsaved edits are registered too, so an
 * update of the console never reloads over them.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Environment } from '../../api/schemas/envelope.ts';
import { type DraftValues, draftStore, stripSecrets } from '../../offline/drafts.ts';
import { useUnsavedEdits } from '../../offline/unsaved-edits.ts';

/** The session as features/auth gives it: drafts are kept only for a signed-in user. */
export type DraftSession =
  | { status: 'signed-in'; email: string; environment: Environment }
  | { status: 'signed-out' };

export interface FormDraftOptions<T extends object> {
  session: DraftSession;
  /** Route and entity: 'destination:new', 'source:<id>:edit'. */
  formId: string;
  values: T;
  /** What the form starts from: a draft equal to it is no draft. */
  initial: T;
  /** Puts values into the form (a restored draft, or `initial` on discard). */
  restore: (values: T) => void;
  /** The form's secret fields, never written (the wire's secret names are dropped anyway). */
  secretNames?: Iterable<string>;
  /** The values as a draft keeps them, for secrets inside a value (a webhook URL's token: masked). */
  keptAs?: (values: T) => T;
  /** Form-tree forms hold fields their starting values do not name yet (a vendor's settings). */
  openKeys?: boolean;
  /** False for a form that keeps no draft (the recipient's onboarding form has no user). */
  enabled?: boolean;
}

export interface FormDraft {
  /** A draft was put back and is still on screen. */
  restored: boolean;
  /** Forgets the draft and puts the starting values back. */
  discard: () => void;
  /** Forgets the draft (after a successful save). */
  clear: () => Promise<void>;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Equal values, a missing field counting as blank. */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [a[key], b[key]];
    if (blank(x) && blank(y)) continue;
    if (JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}

const isSimple = (value: unknown) =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'));

/**
 * The starting values with the draft's fields over them: only fields of the same kind (a draft written by
 * an older console must not break the form), and with `openKeys` also plain fields the start lacks.
 */
export function mergeDraft<T extends DraftValues>(initial: T, draft: DraftValues, openKeys = false): T {
  const merged: Record<string, unknown> = { ...initial };
  for (const [key, value] of Object.entries(draft)) {
    const start = initial[key];
    const sameKind =
      key in initial &&
      (blank(start)
        ? isSimple(value)
        : Array.isArray(start)
          ? Array.isArray(value)
          : typeof start === typeof value);
    if (sameKind || (openKeys && !(key in initial) && isSimple(value))) merged[key] = value;
  }
  return merged as T;
}

export function useFormDraft<T extends object>(options: FormDraftOptions<T>): FormDraft {
  const { session, formId, openKeys = false, enabled = true } = options;
  // Each form's own values type is a plain record of its fields.
  const values = options.values as DraftValues;
  const initial = options.initial as DraftValues;
  const email = session.status === 'signed-in' ? session.email : '';
  const environment = session.status === 'signed-in' ? session.environment : undefined;
  const store = useMemo(
    () => (enabled && email && environment ? draftStore({ email, environment }) : null),
    [enabled, email, environment],
  );
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  /** Whether a draft of this form may be on disk (so a return to the start deletes it). */
  const stored = useRef(false);
  /** The values a save went through with: not a draft any more, until the user types again. */
  const saved = useRef<DraftValues | null>(null);
  const latest = useRef({ values, initial, options });
  latest.current = { values, initial, options };

  useUnsavedEdits(!sameValues(values, initial));

  useEffect(() => {
    if (!store) return;
    let live = true;
    void store.load(formId).then((draft) => {
      if (!live) return;
      const { values: now, initial: start, options: current } = latest.current;
      if (draft) {
        stored.current = true;
        const merged = mergeDraft(start, draft, openKeys);
        // Typing that began before the draft arrived wins over it.
        if (sameValues(now, start) && !sameValues(merged, start)) {
          current.restore(merged as T);
          setRestored(true);
        }
      }
      setLoaded(true);
    });
    return () => {
      live = false;
      void store.flush();
    };
  }, [store, formId, openKeys]);

  useEffect(() => {
    if (!store || !loaded || values === saved.current) return;
    const { secretNames, keptAs } = latest.current.options;
    const secrets = [...(secretNames ?? [])];
    if (sameValues(stripSecrets(values, secrets), stripSecrets(initial, secrets))) {
      if (stored.current) void store.clear(formId);
      stored.current = false;
      return;
    }
    stored.current = true;
    store.save(formId, keptAs ? (keptAs(values as T) as DraftValues) : values, secrets);
  }, [store, loaded, formId, values, initial]);

  const clear = useCallback(async () => {
    saved.current = latest.current.values;
    stored.current = false;
    await store?.clear(formId);
  }, [store, formId]);

  const discard = useCallback(() => {
    void clear();
    setRestored(false);
    latest.current.options.restore(latest.current.options.initial);
  }, [clear]);

  return { restored, discard, clear };
}
