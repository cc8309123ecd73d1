/**
 * Network status for the read-only offline mode (ARCHITECTURE.md principle 4): the browser's own
 * online/offline signal, as a React hook and a plain read. Every write control asks this and, offline, is
 * disabled with OFFLINE_WRITE_REASON; nothing is queued to fire later.
 *
 * The browser's signal only says "offline" for certain: `navigator.onLine` stays true on a network that
 * reaches nothing (a dead router, a captive portal). So the console's own calls count too: when the API
 * cannot be reached the status is offline until a call gets through again (offline/query-network.ts
 * reports both and probes while offline).
 */
import { useSyncExternalStore } from 'react';

/** Why a write control is disabled offline: shown beside it and as its accessible description. */
export const OFFLINE_WRITE_REASON = 'You are offline. Changes can be made once you are back online.';

let unreachable = false;
const listeners = new Set<() => void>();

/** Calls `onChange` when the status may have changed; returns the unsubscribe function. */
export function subscribeNetworkStatus(onChange: () => void): () => void {
  listeners.add(onChange);
  globalThis.addEventListener?.('online', onChange);
  globalThis.addEventListener?.('offline', onChange);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener?.('online', onChange);
    globalThis.removeEventListener?.('offline', onChange);
  };
}

/** What a call to the API just showed: it got an answer (true) or the network failed (false). */
export function reportApiReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  for (const listener of [...listeners]) listener();
}

/** The browser's own signal alone (false means certainly offline). */
export const browserOnline = (): boolean => globalThis.navigator?.onLine ?? true;

export const isOnline = (): boolean => browserOnline() && !unreachable;

/** Whether the console is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeNetworkStatus, isOnline, () => true);
}
