/** Debian's Chromium, launched with the same flags as the browser journeys (playwright.config.ts). */
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import config from '../playwright.config.ts';
import { chromiumPath } from '../tests/support/chromium.ts';

const ARGS = config.use?.launchOptions?.args ?? [];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ARGS });
}

/**
 * A browser whose default profile is also reachable over DevTools on `debuggingPort` (Lighthouse opens
 * its own tabs there, so they share this profile's cookies).
 */
export function launchDebuggableProfile(userDataDir: string, debuggingPort: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    args: [...ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
}
