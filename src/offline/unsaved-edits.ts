/**
 * Which forms on this page hold edits not yet saved. The update prompt asks before reloading into a new
 * version (never forced while a form has edits); forms register themselves with useUnsavedEdits.
 */
import { useEffect } from 'react';

const dirtyForms = new Set<symbol>();

/** Whether any mounted form has unsaved edits right now. */
export const hasUnsavedEdits = (): boolean => dirtyForms.size > 0;

/** Marks the calling form as holding unsaved edits while `dirty` is true and it is mounted. */
export function useUnsavedEdits(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('form');
    dirtyForms.add(token);
    return () => void dirtyForms.delete(token);
  }, [dirty]);
}
