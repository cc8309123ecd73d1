import { type BrowserContext, expect, type Page } from '@playwright/test';
import type { Environment } from '../../src/api/schemas/envelope.ts';
import { BACKGROUND_PASS_START_DELAY_MS } from '../../src/offline/use-background-pass.ts';
import { signInWithCode } from './auth.ts';
import { savedHashes } from './snapshot-reader.ts';

export { savedHashes };

/**
 * The app shell is precached and the worker controls the page, so a reload works offline. The install
 * (the whole precache) is waited for without a limit of its own, as it can take longer than a poll's
 * 10 s on CI's loaded cores (the update journey failed 12 s in once, its output lost: this fits it);
 * only the claim after it is polled.
 */
export async function waitForOfflineShell(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Signs the demo user in and waits, on the overview, until a reload would work offline. */
export async function signInForOffline(page: Page) {
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
  await waitForOfflineShell(page);
}

/** Opens the overview (signed in) and waits there until a reload would work offline. */
export async function openForOffline(page: Page) {
  await page.goto('/overview');
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('table', { name: 'Alerts', exact: true })).toBeVisible();
  await waitForOfflineShell(page);
}

/**
 * The background passes (every setup guide, the palette's lists) start BACKGROUND_PASS_START_DELAY_MS
 * after sign-in, so that the screen the user came for goes first. A journey that waits for them lets
 * that time pass at once: the page's clock jumps ahead, and every timer due by then fires, as if the
 * user had waited. Needs `page.clock.install()` before the page loads, and the signed-in screen shown.
 */
export async function passTheBackgroundDelay(page: Page) {
  await page.clock.fastForward(BACKGROUND_PASS_START_DELAY_MS);
}

/** Cuts the network (the service worker's too) and waits until the page knows it. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Waits until the snapshot holds a row for each fragment (its writes are batched for a second). */
export async function waitUntilSaved(page: Page, environment: Environment, ...fragments: string[]) {
  await expect
    .poll(async () => {
      const hashes = await savedHashes(page, environment);
      return fragments.filter((fragment) => !hashes.some((hash) => hash.includes(fragment)));
    })
    .toEqual([]);
}
