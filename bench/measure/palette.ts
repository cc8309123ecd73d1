/**
 * The command palette offline on a large organisation: the overview is loaded from the snapshot until
 * every alert is shown (every page restored), then each run times, in the page, from the Ctrl+K key
 * press to the first result on screen for part of a destination's name. The first open of each page
 * load pays for the palette's code and for indexing every destination and guide section; each run
 * reloads, so every run is such a first open.
 */
import type { Page } from '@playwright/test';
import { MARKS, markTime } from '../marks.ts';

/** Installed before the key press: the press and the first option's arrival, in page time. */
const WATCH = `(() => {
  const times = {};
  window.__palette = times;
  addEventListener('keydown', (e) => { if (e.key.toLowerCase() === 'k' && e.ctrlKey) times.pressed ??= performance.now(); }, true);
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[role="option"]')) return;
    times.shown = performance.now();
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true });
})()`;

/** What a person half-remembering the name types: its first word and the start of its second. */
export function typedPart(name: string): string {
  const [first = name, second = ''] = name.split(/\s+/);
  return `${first} ${second.slice(0, 4)}`.trim();
}

export async function paletteRuns(page: Page, name: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    await page.goto('/overview', { waitUntil: 'commit' });
    await markTime(page, MARKS.overviewAllAlerts);
    await page.evaluate(WATCH);
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Search' }).fill(typedPart(name));
    await page
      .getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .waitFor();
    const ms = (await page.evaluate('window.__palette.shown - window.__palette.pressed')) as number;
    if (!Number.isFinite(ms)) throw new Error('The key press or the first result was not seen in the page.');
    if (i > 0) times.push(ms);
  }
  return times;
}
