/**
 * Whether rows restored after the first render (snapshot/policy.ts, restoreLaterFor) are still being read,
 * so a screen can say its data is on its way instead of calling it incomplete.
 */
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

/** Marks one later restore as started; call the returned function once when it ends. */
export function startLaterRestore(): () => void {
  pending++;
  for (const listener of listeners) listener();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending--;
    for (const listener of listeners) listener();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const isRestoringLater = () => pending > 0;

/** Resolves once no later restore is under way (at once when none is): background work waits for it. */
export function whenRestoredLater(): Promise<void> {
  if (!isRestoringLater()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (isRestoringLater()) return;
      unsubscribe();
      resolve();
    });
  });
}

export function useRestoringLater(): boolean {
  return useSyncExternalStore(subscribe, isRestoringLater);
}
