/**
 * The first screen's content is on the page. What that screen does not need (the frame's menus, the
 * overview's chart and on-call part, the service worker and its precache, the rows below the first
 * screen) waits for it, so that on a first visit nothing else is fetched or run while the first rows are
 * on their way (the size budget on the wire, BENCHMARKS.md). The console's start holds it (main.tsx);
 * anything else (tests, the prerendered first paint) finds it released.
 */
import { startTransition, useEffect, useState } from 'react';

let gate: Promise<void> = Promise.resolve();
let release: (() => void) | null = null;

/** From now until firstContentShown(), afterFirstContent() waits. */
export function holdUntilFirstContent(): void {
  if (release) return;
  gate = new Promise((resolve) => {
    release = resolve;
  });
}

/** The first screen shows its content (its content mark, perf-mark.ts), or has settled without one. */
export function firstContentShown(): void {
  release?.();
  release = null;
}

/** Resolves once the first screen's content is shown (at once after that). */
export const afterFirstContent = (): Promise<void> => gate;

/** Whether the first screen's content is shown; true from then on, for every later screen too. */
export function useFirstContentShown(): boolean {
  const [shown, setShown] = useState(() => release === null);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void afterFirstContent().then(() => live && startTransition(() => setShown(true)));
    return () => {
      live = false;
    };
  }, [shown]);
  return shown;
}
