/**
 * The frame's parts that the first screen can do without — the Ark UI machines of the user menu and the
 * environment switch, the phone's navigation drawer, dialogs and toasts, and the update prompt — live in
 * one chunk of their own (deferred-ui-parts.tsx), outside the first screen's JS (the size budget,
 * scripts/check-budgets.mjs).
 * The frame asks for it once the first screen is on the page (useDeferredUi's effect), and it loads
 * once that screen shows its content (lib/first-content.ts): loading it beside the first render cost a
 * slow phone a long task, and beside the first rows' request their bytes. Until it is there, inert stand-ins
 * that look the same hold the places of the controls. Should it fail to load, it is tried again by
 * itself, and the frame says so with "Try again" (shell/deferred-ui-failed.tsx) meanwhile.
 */
import { startTransition, useEffect, useState } from 'react';
import { createExternalStore } from '../lib/external-store.ts';
import { afterFirstContent } from '../lib/first-content.ts';

export type DeferredUi = typeof import('./deferred-ui-parts.tsx');

/** The parts once loaded, else null. */
const loaded = createExternalStore<DeferredUi | null>(null);
/** Whether the last load failed (and none is under way). */
export const deferredUiFailed = createExternalStore(false);
let pending: Promise<DeferredUi> | null = null;
/** After a failed load, the next try waits this long, doubling up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
let retryMs = RETRY_FIRST_MS;

export function loadDeferredUi(): Promise<DeferredUi> {
  pending ??= afterFirstContent()
    .then(() => import('./deferred-ui-parts.tsx'))
    .then(
      (parts) => {
        loaded.set(parts);
        deferredUiFailed.set(false);
        return parts;
      },
      (error: unknown) => {
        // Not loadable now (offline before it was ever cached, a busy phone): while controls wait for it,
        // try again by itself, so the menu and drawer do not stay inert until the next page.
        pending = null;
        deferredUiFailed.set(true);
        setTimeout(() => {
          if (loaded.watched() && !loaded.get()) loadDeferredUi().catch(() => {});
        }, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        throw error;
      },
    );
  return pending;
}

/** "Try again": loads the parts again now, the same chunk. */
export function retryDeferredUi(): void {
  deferredUiFailed.set(false);
  loadDeferredUi().catch(() => {});
}

function subscribe(listener: () => void) {
  const stop = loaded.subscribe(listener);
  loadDeferredUi().catch(() => {});
  return stop;
}

/**
 * The deferred parts once they are loaded, else null: render a stand-in meanwhile. Their arrival is
 * drawn in a transition, so the swap (the Ark machines' first render) is split into short slices.
 */
export function useDeferredUi(): DeferredUi | null {
  // Not useSyncExternalStore: its updates cannot be drawn in a transition.
  const [parts, setParts] = useState(loaded.get);
  useEffect(() => {
    const update = () => startTransition(() => setParts(loaded.get()));
    update();
    return subscribe(update);
  }, []);
  return parts;
}
