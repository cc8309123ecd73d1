/**
 * A warm offline browser context: one online visit of each screen (its content shown, the service worker
 * in control, the snapshot saved), then offline, so every later load is served by the worker and the
 * device's copy alone (`context.setOffline` cuts the worker's network too).
 */
import type { BrowserContext } from '@playwright/test';
import type { Screen } from './screens.ts';
import { loadUntilMark } from './screens.ts';
import { type Session, signedInContext } from './session.ts';
import { waitForServiceWorker, waitUntilSaved } from './snapshot.ts';

/** What each screen saves under: the overview its pages; a destination its own query or the pages. */
const SAVED: Record<Screen['key'], string> = { overview: '"overview-pages"', destination: '' };

export async function warmOffline(session: Session, visit: readonly Screen[]): Promise<BrowserContext> {
  const context = await signedInContext(session);
  try {
    const page = await context.newPage();
    for (const screen of visit) {
      await loadUntilMark(page, screen.path, screen.mark);
      await waitForServiceWorker(page);
      await waitUntilSaved(page, SAVED[screen.key]);
    }
    await page.close();
    await context.setOffline(true);
    return context;
  } catch (error) {
    await context.close();
    throw error;
  }
}
