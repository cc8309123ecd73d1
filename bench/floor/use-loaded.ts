import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  | { state: 'error'; message: string };

const settled = <T>(load: () => Promise<T>): Promise<Loaded<T>> =>
  load().then(
    (value) => ({ state: 'ready', value }),
    (error: unknown) => ({ state: 'error', message: error instanceof Error ? error.message : String(error) }),
  );

/** Starts `load` at the first render (a screen is keyed by its hash: once per screen) and follows it. */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [outcome] = useState(() => settled(load));
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void outcome.then((result) => live && setLoaded(result));
    return () => {
      live = false;
    };
  }, [outcome]);
  return loaded;
}
