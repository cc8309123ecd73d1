const inFlight = new Map<string, Promise<void>>();

/**
 * Runs the sign-in exchange of an identity provider's one-time code once per code. The code is single
 * use: a second exchange (React's development double effect, a re-render) would fail and hide the
 * success. A failed exchange is forgotten, so a retry with the same code may run.
 */
export function exchangeCodeOnce(code: string, exchange: (code: string) => Promise<void>): Promise<void> {
  let pending = inFlight.get(code);
  if (!pending) {
    pending = exchange(code);
    inFlight.set(code, pending);
    pending.catch(() => inFlight.delete(code));
  }
  return pending;
}
