/**
 * The performance marks the app sets when real content is on screen (the contract of issue 6; set in
 * src/features/overview and src/features/destinations). The bench never fakes them: a missing mark is
 * an error naming it.
 */
import type { Page } from '@playwright/test';

export const MARKS = {
  overviewRows: 'console:overview-rows',
  overviewAllAlerts: 'console:overview-all-alerts',
  destinationGeneral: 'console:destination-general',
} as const;

/** The mark's time in ms since the page's navigation started; waits for it up to `timeoutMs`. */
export async function markTime(page: Page, name: string, timeoutMs = 30_000): Promise<number> {
  try {
    await page.waitForFunction((n) => performance.getEntriesByName(n, 'mark').length > 0, name, {
      timeout: timeoutMs,
      polling: 50,
    });
  } catch (error) {
    if (page.isClosed() || !(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    throw new Error(
      `The performance mark '${name}' never appeared within ${timeoutMs / 1000} s on ${page.url()}: ` +
        'the app must set it when real content is on screen (issue 6).',
    );
  }
  return page.evaluate(
    (n) => (performance.getEntriesByName(n, 'mark')[0] as PerformanceEntry).startTime,
    name,
  );
}
