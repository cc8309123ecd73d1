/**
 * The one message protocol between the app and the service worker. Messages are parsed, never trusted:
 * any window of the origin can post to the worker. Grows with the later offline work (for example the
 * background guide fetch) by adding variants here.
 */
import * as v from 'valibot';

/** workbox-window's `messageSkipWaiting()` (src/offline/register-sw.ts, applyUpdate) posts exactly this. */
export const SKIP_WAITING = 'SKIP_WAITING';

export const appToWorkerMessage = v.variant('type', [v.object({ type: v.literal(SKIP_WAITING) })]);
export type AppToWorkerMessage = v.InferOutput<typeof appToWorkerMessage>;

/** The message, or null for anything this worker does not understand (ignored, not an error). */
export function readAppMessage(data: unknown): AppToWorkerMessage | null {
  const parsed = v.safeParse(appToWorkerMessage, data);
  return parsed.success ? parsed.output : null;
}
