/**
 * Loads the markdown renderer (and micromark with it) on first use instead of with the page, and
 * turns a failed load (offline before the chunk was ever cached) into a state with a retry rather
 * than a crash.
 */
import { useEffect, useState } from 'react';

type MarkdownModule = typeof import('../markdown.tsx');

let pending: Promise<MarkdownModule> | null = null;

/** Starts loading the renderer; call it early (hover or focus on 'Documentation') to save the wait. */
export function preloadSetupGuide(): Promise<MarkdownModule> {
  pending ??= import('../markdown.tsx').catch((error: unknown) => {
    pending = null; // let the next attempt try the network again
    throw error;
  });
  return pending;
}

interface State {
  module: MarkdownModule | null;
  failed: boolean;
}

export function useMarkdownModule(): State & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ module: null, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is the reason to load again
  useEffect(() => {
    let live = true;
    preloadSetupGuide().then(
      (module) => live && setState({ module, failed: false }),
      () => live && setState({ module: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    ...state,
    retry: () => {
      setState({ module: null, failed: false });
      setAttempt((n) => n + 1);
    },
  };
}
