/**
 * Loads the markdown renderer (and micromark with it) on first use instead of with the page; a failed
 * load (offline before the chunk was ever cached) shows an error with "Try again" (guide-body.tsx)
 * rather than a crash.
 */
import { loadOnce } from '../../lib/load-once.ts';
import { type LazyPart, useLazyPart } from '../../lib/use-lazy-part.ts';

type MarkdownModule = typeof import('../markdown.tsx');

/** Starts loading the renderer; call it early (hover or focus on 'Documentation') to save the wait. */
export const preloadSetupGuide = loadOnce(() => import('../markdown.tsx'));

export function useMarkdownModule(): LazyPart<MarkdownModule> {
  return useLazyPart(preloadSetupGuide);
}
