import { type RefObject, useEffect } from 'react';

/**
 * Moves keyboard focus to `ref` when a sign-in step appears and whenever `trigger` changes (a field
 * just became invalid), so keyboard and screen-reader users land where the next action is.
 */
export function useFocus(ref: RefObject<HTMLElement | null>, trigger: unknown = null) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `trigger` is the reason to refocus
  useEffect(() => {
    ref.current?.focus();
  }, [ref, trigger]);
}
