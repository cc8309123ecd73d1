/**
 * The command palette opened with Ctrl+K and closed with Escape, again and again, each time followed by
 * a click on the user menu: in WebKit a closed palette (or menu) could stay in the page, invisible, and
 * take the clicks meant for what lies under it (issue 24).
 */
import { type Driver, type Target, wire } from '../driver.ts';
import { check, type Journey, menu, overviewLoaded, userMenu } from './common.ts';

/** How many times the palette is opened and closed, each followed by a click on the user menu. */
export const PALETTE_CYCLES = 8;
/** A click that has not landed within this long is one a person would have seen fail. */
const CLICK_MS = 5_000;

const palette: Target = { role: 'dialog', name: 'Search' };
const paletteBox: Target = { role: 'combobox', name: 'Search', within: palette };

/** The palette's dialog parts (Ark's data-scope/data-part) as one line each, for a failure message. */
const paletteLayers = (page: Driver) =>
  page.evaluate<string>(`[...document.querySelectorAll('[data-scope="dialog"][data-part="backdrop"], [data-scope="dialog"][data-part="content"][aria-label="Search"]')]
    .map((el) => { const s = getComputedStyle(el); return el.getAttribute('data-part') + ' data-state=' + el.getAttribute('data-state') + (el.hidden ? ' hidden' : ' not hidden') + ', opacity ' + s.opacity + ', animation ' + s.animationName; })
    .join('; ')`);

export const paletteThenClick: Journey = {
  name: `palette ×${PALETTE_CYCLES}, then a click`,
  async run({ page }) {
    await overviewLoaded(page);
    const failed: string[] = [];
    for (let cycle = 1; cycle <= PALETTE_CYCLES; cycle++) {
      try {
        await page.press('Control+K');
        await page.waitFor('the palette to open with the focus in its search box', async () => {
          check(await page.call<boolean>('isFocused', wire(paletteBox)), 'not focused');
        });
        await page.press('Escape');
        // Closed as far as the palette knows; what it leaves in the page is for the click to find out.
        await page.waitFor('Escape to close the palette', async () => {
          const state = await page.call<string | null>('attribute', wire(palette), 'data-state');
          check(state !== 'open', `data-state is ${state}`);
        });
        await page.click(userMenu, { timeoutMs: CLICK_MS });
        await page.waitVisible(menu, CLICK_MS);
        await page.press('Escape');
        await page.waitHidden(menu);
      } catch (error) {
        failed.push(
          `cycle ${cycle}: ${(error as Error).message}\n  the palette's layers: ${await paletteLayers(page)}`,
        );
        // What a person would do: reload, which clears whatever the palette left behind.
        await overviewLoaded(page);
      }
    }
    check(
      failed.length === 0,
      `${failed.length} of ${PALETTE_CYCLES} cycles failed: after Escape closed the palette, the user menu could not be opened\n${failed.join('\n')}`,
    );
  },
};
