import { type BrowserContext, expect, type Page } from '@playwright/test';

/** The app shell is precached and the worker controls the page, so a reload works offline. */
export async function waitForOfflineShell(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Cuts the network (the service worker's too) and waits until the page knows it. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
