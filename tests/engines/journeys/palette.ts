/**
 * The command palette opened with Ctrl+K and closed with Escape, again and again, each time followed by
 * a click on the user menu: in WebKit a closed palette (or menu) could stay in the page, invisible, and
 * take the clicks meant for what lies under it.
 */
import { type Driver, type Target, wire } from '../driver.ts';
import { check, type Journey, menu, openMenu, overviewLoaded, userMenu } from './common.ts';

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

/**
 * Ctrl+K, then Escape once the search box has the focus; closed as far as the palette knows (what it
 * leaves in the page is for the next click to find out).
 */
async function openAndClosePalette(page: Driver) {
  await page.press('Control+K');
  await page.waitFor('the palette to open with the focus in its search box', async () => {
    check(await page.call<boolean>('isFocused', wire(paletteBox)), 'not focused');
  });
  await page.press('Escape');
  await page.waitFor('Escape to close the palette', async () => {
    const state = await page.call<string | null>('attribute', wire(palette), 'data-state');
    check(state !== 'open', `data-state is ${state}`);
  });
}

export const paletteThenClick: Journey = {
  name: `palette ×${PALETTE_CYCLES}, then a click`,
  async run({ page }) {
    await overviewLoaded(page);
    const failed: string[] = [];
    for (let cycle = 1; cycle <= PALETTE_CYCLES; cycle++) {
      try {
        await openAndClosePalette(page);
        await page.click(userMenu, { timeoutMs: CLICK_MS });
        await page.waitVisible(menu, CLICK_MS);
        await page.press('Escape');
        await page.waitHidden(openMenu);
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

/**
 * Every closing layer's exit animation held, as WebKit does under load: it jumps to its last frame (the
 * layer invisible) but never reports its end, so Ark's presence, which hides a closed layer on
 * `animationend`, never hides it. `step-start` jumps to the last frame at once; 1000 s keep the animation
 * running past any journey. A constructed style sheet: the console's CSP refuses inline <style>.
 */
const HOLD_EXIT_ANIMATIONS = `(() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('[data-state="closed"], [data-state="closed"] * { animation-duration: 1000s !important; animation-timing-function: step-start !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return true;
})()`;

/** The overview, freshly loaded, with the exit animations held. */
async function overviewHeld(page: Driver) {
  await overviewLoaded(page);
  check(await page.evaluate<boolean>(HOLD_EXIT_ANIMATIONS), 'the style sheet could not be added');
}

/** Waits until the pointer reaches the target (nothing covers it); '' or why not. */
async function reachable(page: Driver, target: Target): Promise<string> {
  try {
    await page.waitFor(
      'the pointer to reach it',
      async () => {
        const p = await page.call<{ found: boolean; reaches: boolean; covered: string }>(
          'clickPoint',
          wire(target),
        );
        check(p.found, 'not on the page');
        check(p.reaches, `covered by ${p.covered}`);
      },
      CLICK_MS,
    );
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * What guards against WebKit's stuck layers whatever the load: with every exit animation held
 * (never ending), the palette closed with Escape must let the click through to the user menu, and the
 * user menu closed with Escape to the navigation links it lay over. A closed layer that still takes
 * pointer events fails here in every engine, deterministically; the fix is for closed layers never to
 * take them.
 */
export const paletteHeldAnimations: Journey = {
  name: 'palette and user menu closed with their exit animations held, then clicks',
  async run({ page }) {
    const failed: string[] = [];

    await overviewHeld(page);
    await openAndClosePalette(page);
    const afterPalette = await reachable(page, userMenu);
    if (afterPalette)
      failed.push(
        `the user menu after the palette closed: ${afterPalette}\n  the palette's layers: ${await paletteLayers(page)}`,
      );
    else {
      await page.click(userMenu, { timeoutMs: CLICK_MS });
      await page.waitVisible(menu, CLICK_MS);
    }

    // The user menu closed with Escape: the links it lay over must take the pointer again.
    await overviewHeld(page);
    await page.click(userMenu);
    await page.waitVisible(menu);
    const under = await page.evaluate<string>(`(() => {
      const box = document.querySelector('[role="menu"]').getBoundingClientRect();
      const link = [...document.querySelectorAll('aside nav a[href]')].find((a) => {
        const r = a.getBoundingClientRect();
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        return r.width > 0 && x > box.left && x < box.right && y > box.top && y < box.bottom;
      });
      return link ? link.getAttribute('href') : '';
    })()`);
    check(under !== '', 'no navigation link lies under the open user menu');
    await page.press('Escape');
    await page.waitFor('Escape to close the user menu', async () => {
      const state = await page.call<string | null>('attribute', wire({ css: '[role="menu"]' }), 'data-state');
      check(state !== 'open', `data-state is ${state}`);
    });
    // Only reached, not clicked: the links under the menu lead off this machine (the documentation).
    const afterMenu = await reachable(page, { css: `aside nav a[href="${under}"]` });
    if (afterMenu) failed.push(`the link to ${under} under the closed user menu: ${afterMenu}`);
    check(
      failed.length === 0,
      `a closed layer takes the clicks meant for what lies under it:\n${failed.join('\n')}`,
    );
  },
};
