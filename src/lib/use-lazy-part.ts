import { useEffect, useState } from 'react';

export interface LazyPart<T> {
  /** The loaded module, else null (loading, or failed). */
  module: T | null;
  /** The last load failed: show LoadFailed (components/data/states.tsx) with `retry`. */
  failed: boolean;
  /** Loads again (the same module: load-once.ts forgets a failure). */
  retry: () => void;
}

/**
 * A part of a screen that is a chunk of its own (uPlot, the markdown renderer): loads it after the first
 * render and says whether it failed, so the screen shows an error with "Try again" instead of an empty
 * place. `load` is a loadOnce() (load-once.ts): the same promise for every user, a failure forgotten.
 */
export function useLazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<LazyPart<T>, 'retry'>>({ module: null, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the reason to load again
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return {
    ...state,
    retry: () => {
      setState({ module: null, failed: false });
      setAttempt((n) => n + 1);
    },
  };
}
