/**
 * A form's save: `saving` while the write is in flight (the form's inputs are disabled), then what
 * follows a success (a toast, the caches, the next page) — or the refusal, returned so the form can
 * put it by its fields. The network layer has already toasted a refusal; the form stays as typed.
 */
import { useState } from 'react';

export type SaveResult = { ok: true } | { ok: false; error: unknown };

/** An edit that changed nothing sends nothing: `send` runs only when there are changes. */
export const sendChanges = <T extends object, R>(changes: T, send: (changes: T) => Promise<R>) =>
  Object.keys(changes).length > 0 ? send(changes) : Promise.resolve(null);

export function useSave() {
  const [saving, setSaving] = useState(false);

  const save = async <T>(write: () => Promise<T>, after: (saved: T) => unknown): Promise<SaveResult> => {
    setSaving(true);
    try {
      let saved: T;
      try {
        saved = await write();
      } catch (error) {
        return { ok: false, error };
      }
      await after(saved);
      return { ok: true };
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
