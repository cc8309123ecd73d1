/**
 * A closed layer never takes a click: the palette's backdrop and the user menu stay in the page
 * until their exit animation ends, and in WebKit under load that animation may never end. Here the exit
 * animations are held on purpose, in Chromium, so the layers stay exactly as WebKit left them (closed,
 * invisible, still in the page); what lies under them must still take the clicks. The cross-engine
 * palette journey (tests/engines) walks the same in Firefox and WebKit.
 */
import { expect, test } from '@playwright/test';
import { signInWithCode, userMenu } from './support/auth.ts';

/** Exit animations that never end in the time of a test, as WebKit's under load. */
const HELD_EXIT = '[data-state="closed"] { animation-duration: 600s !important; }';
/** A click that lands takes well under this; one on a stuck layer never does. */
const CLICK_MS = 5_000;

test('after the palette and the user menu close, the clicks reach what was under them', async ({ page }) => {
  await signInWithCode(page);
  await expect(page).toHaveURL(/\/overview$/);
  // A constructed style sheet: the console's CSP refuses a <style> tag.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, HELD_EXIT);

  // The shortcut works once the frame's lazy part has loaded: pressed again until then, as a person would.
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  // The palette's backdrop is still there, closed and animating out: the stuck layer.
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"][data-state="closed"]')).toHaveCount(
    1,
  );

  await userMenu(page).click({ timeout: CLICK_MS });
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-scope="menu"][data-part="content"][data-state="closed"]')).toHaveCount(1);

  // The navigation under the closed menu and the closed backdrop takes the click.
  await page.getByRole('link', { name: 'Sources' }).first().click({ timeout: CLICK_MS });
  await expect(page).toHaveURL(/\/sources$/);
  await expect(page.getByRole('heading', { name: 'Sources', level: 1 })).toBeVisible();
});
