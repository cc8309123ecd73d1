/**
 * Moving through the console within one page load, as a person clicking its links does: the document,
 * its heap and its performance timeline stay (heap.ts, measure/seen.ts).
 */
import type { Page } from '@playwright/test';

const SETTLE_QUIET_MS = 200;
const SETTLE_MAX_MS = 10_000;

/** Counts the page's requests in flight, for settled(). */
export function trackRequests(page: Page): () => number {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return () => inFlight;
}

/** Resolves once the page has had no request in flight for SETTLE_QUIET_MS (at most SETTLE_MAX_MS). */
export function settled(page: Page, inFlight: () => number): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let quietSince = Date.now();
    const tick = () => {
      if (inFlight() > 0) quietSince = Date.now();
      if (Date.now() - quietSince >= SETTLE_QUIET_MS || Date.now() - started > SETTLE_MAX_MS) resolve();
      else setTimeout(tick, 50);
    };
    void page.waitForTimeout(0).then(tick);
  });
}

/** In-app navigation: the router follows history.pushState (TanStack Router's browser history). */
export function navigateInApp(page: Page, path: string) {
  return page.evaluate((to) => {
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to);
  }, path);
}

/** How often untilQuiet reads the page. */
const QUIET_POLL_MS = 250;

/**
 * Reads `read()` until its answer has not changed for `quietMs` while `ready(answer)` holds, and returns
 * that answer; undefined after `timeoutMs`. For what the page does by itself (the snapshot's writes).
 */
export async function untilQuiet<T>(
  read: () => Promise<T>,
  {
    quietMs,
    timeoutMs,
    ready = () => true,
  }: { quietMs: number; timeoutMs: number; ready?: (answer: T) => boolean },
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const answer = await read();
    const now = JSON.stringify(answer);
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (ready(answer) && Date.now() - quietSince >= quietMs) return answer;
    await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
  }
  return undefined;
}
