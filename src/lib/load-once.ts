/**
 * A lazily loaded part of the console (a chunk behind `import()`): loaded once and shared by every user,
 * while a failed load (offline before the chunk was ever cached, a dropped request, a server restarting)
 * is forgotten, so that the next call, a "Try again" (use-lazy-part.ts), asks again for the same module.
 * Engines that follow the HTML standard's new rule (whatwg/html#10327) fetch it anew; one that still keeps
 * the failure for the page's life fails again, and a reload is what helps there.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
