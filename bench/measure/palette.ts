/**
 * The command palette offline: /overview is loaded from the snapshot until every alert is shown (every
 * page restored), then the time, in the page, from the Ctrl+K key press to the first result on screen
 * for part of a destination's name. Each load is a first open: it pays for the palette's code and for
 * indexing every destination and guide section. The load's own first-rows time comes with it, the
 * palette's reference (the budget is a ratio to it).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { MARKS, markTime } from '../marks.ts';
import { inNewTab, loadUntilMark } from '../screens.ts';

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

/** Every page of a large organisation restored offline, or all of a cold load's pages fetched. */
export const ALL_ALERTS_TIMEOUT_MS = 180_000;

/** What a person half-remembering the name types: its first word and the start of its second. */
export function typedPart(name: string): string {
  const [first = name, second = ''] = name.split(/\s+/);
  return `${first} ${second.slice(0, 4)}`.trim();
}

/** One load of /overview in a new tab and one first open of the palette: the rows' time and the palette's. */
export const paletteLoad = (context: BrowserContext, name: string, rate = 1) =>
  inNewTab(context, rate, (page) => openPalette(page, name));

async function openPalette(page: Page, name: string): Promise<{ rows: number; palette: number }> {
  const rows = await loadUntilMark(page, '/overview', MARKS.overviewRows);
  await markTime(page, MARKS.overviewAllAlerts, ALL_ALERTS_TIMEOUT_MS);
  await page.evaluate(WATCH);
  await page.keyboard.press('Control+K');
  const typed = typedPart(name);
  await page.getByRole('combobox', { name: 'Search' }).fill(typed);
  // Among 20,000 destinations many share a first word: the first result must match what was typed.
  const first = page.getByRole('option').first();
  await first.waitFor();
  const text = (await first.textContent()) ?? '';
  const word = typed.split(' ')[0] ?? typed;
  if (!text.toLowerCase().includes(word.toLowerCase()))
    throw new Error(`The first result for "${typed}" was "${text}".`);
  const palette = (await page.evaluate('window.__palette.shown - window.__palette.pressed')) as number;
  if (!Number.isFinite(palette))
    throw new Error('The key press or the first result was not seen in the page.');
  return { rows, palette };
}
