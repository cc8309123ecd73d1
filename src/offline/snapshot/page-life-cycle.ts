/**
 * The page's life cycle as the snapshot's writes see it, and the engines' quirks about it, in one place:
 * - hidden (visibilitychange), frozen (freeze: Chromium) or left for good (pagehide): the page may never
 *   run again, so everything pending is issued now, in that task; a transaction issued whole completes
 *   without more script (io.ts).
 * - left for the back/forward cache (pagehide, persisted): the page runs no script until it is shown
 *   again, and WebKit let a transaction issued at that moment hold the stores for good, so every later
 *   page's restore and save waited on it (TESTING.md, Engines). So nothing more is issued and the
 *   connection is closed (what is already under way still completes); what is pending waits in memory.
 *   Should the browser evict the page from that cache instead, what landed in the last delay of its lane
 *   (policy.ts) before it was left is not saved.
 * - shown again from that cache (pageshow, persisted): the connection opens anew and what waited is
 *   written.
 * Only Chromium fires freeze; in Firefox and WebKit visibilitychange and pagehide flush the same writes.
 */

export interface PageHandlers {
  /** Issues everything pending now, in this task. */
  flush(): void;
  /** Whether the writes can wait for the page to come back (not once the database is closed for good). */
  canWait(): boolean;
  /** The page went into the back/forward cache: close the connection, issue nothing. */
  suspend(): void;
  /** The page is back: open the connection again; resolves whether it opened. */
  reopen(): Promise<boolean>;
  /** The connection is open again: write what waited. */
  resume(): void;
}

/** Tells the snapshot when the page hides, freezes, leaves and comes back, once attached. */
export class PageLifeCycle {
  #suspended = false;

  constructor(private readonly handlers: PageHandlers) {}

  /** In the back/forward cache, or shown again with its connection not yet reopened. */
  get suspended(): boolean {
    return this.#suspended;
  }

  attach(): void {
    globalThis.document?.addEventListener('visibilitychange', this.#onVisibilityChange);
    globalThis.document?.addEventListener('freeze', this.#flush);
    globalThis.addEventListener?.('pagehide', this.#onPageHide);
    globalThis.addEventListener?.('pageshow', this.#onPageShow);
  }

  detach(): void {
    globalThis.document?.removeEventListener('visibilitychange', this.#onVisibilityChange);
    globalThis.document?.removeEventListener('freeze', this.#flush);
    globalThis.removeEventListener?.('pagehide', this.#onPageHide);
    globalThis.removeEventListener?.('pageshow', this.#onPageShow);
  }

  #flush = () => this.handlers.flush();

  #onVisibilityChange = () => {
    if (globalThis.document?.visibilityState === 'hidden') this.#flush();
  };

  #onPageHide = (event: PageTransitionEvent) => {
    if (!event.persisted || !this.handlers.canWait()) return this.#flush();
    this.#suspended = true;
    this.handlers.suspend();
  };

  #onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !this.#suspended) return;
    void this.handlers.reopen().then((open) => {
      if (!open) return;
      this.#suspended = false;
      this.handlers.resume();
    });
  };
}
