/**
 * What a walk (tests/walks.spec.ts) reads of a screen: when it has its data, the text of its main region
 * (or of the setup guide panel), normalised for comparing what it showed online with what it shows
 * offline, and a readable diff of the two.
 */
import type { Locator, Page } from '@playwright/test';

/** The setup guide panel: a region beside the form on wide screens, a drawer (dialog) on narrow ones. */
export const guidePanel = (page: Page): Locator =>
  page
    .getByRole('complementary', { name: 'Setup Guide' })
    .or(page.getByRole('dialog', { name: 'Setup Guide' }));

/** Where a screen's text is read: the app shell's main landmark, or the guide panel. */
export type Region = 'main' | 'guide';

/**
 * In the page: the screen's text and whether it is still loading. Loading is what the app marks so:
 * a named spinner (components/ui/spinner.tsx, role=status, 'Loading destination', 'Loading page', …),
 * the overview's 'Loading more destinations…' line, or the router still loading the route (it keeps
 * the last screen on view, under the new URL, meanwhile).
 * The text is what is rendered (display:none left out), one line per block, table cells side by side,
 * with the values of form controls (the destination's Connection tab is its edit form), passwords
 * never. Self-contained, evaluated in the page by any driver (tests/engines/journeys/walk.ts too).
 * Images are not text; nor is the lettered badge that stands in for a vendor logo that cannot
 * load (src/components/vendor-logo.tsx): logos load lazily, so a row never scrolled into view online
 * never fetched its logo, and offline shows the badge.
 */
export function readInPage(full: boolean): Omit<ScreenRead, 'missing'> | null {
  const path = location.pathname + location.search;
  const guide = [...document.querySelectorAll('aside, [role="dialog"]')].find(
    (el) => el.querySelector('h2')?.textContent?.trim() === 'Setup Guide',
  );
  const root = guide ?? document.querySelector('main#main');
  if (!root) return null;
  const region: Region = guide ? 'guide' : 'main';
  const BUSY = /^\s*(Loading|Signing you in)/;
  const loading = [...root.querySelectorAll('[role="status"]')]
    .map((el) => (el.textContent ?? '').trim())
    .filter((text) => BUSY.test(text));
  // TanStack Router (router-core sets self.__TSR_ROUTER__) says whether the route on view is resolved.
  const router = (self as { __TSR_ROUTER__?: { state?: RouterState } }).__TSR_ROUTER__?.state;
  if (router && (router.status === 'pending' || router.isLoading)) loading.push('router: loading');
  else if (router?.resolvedLocation && router.resolvedLocation.href !== router.location.href)
    loading.push('router: not resolved');
  if (!full) {
    // A cheap likeness of the text while waiting for it to hold still: the DOM's text and the values.
    const values = [...root.querySelectorAll('input, textarea, select')].map(
      (el) => (el as HTMLInputElement).value,
    );
    return { path, region, text: `${root.textContent ?? ''}\u241e${values.join('\u241e')}`, loading };
  }

  const out: string[] = [];
  const field = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) => {
    if (el.type === 'hidden' || el.type === 'password' || el.type === 'file') return;
    const label =
      el.getAttribute('aria-label') ??
      el.labels?.[0]?.textContent?.trim() ??
      el.getAttribute('name') ??
      el.id;
    const checkable = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
    const value = checkable ? (el.checked ? 'checked' : 'not checked') : el.value;
    out.push(` [${label}: ${value}] `);
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push((node as Text).data);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const el = node as HTMLElement;
    if (/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|IMG|CANVAS|svg)$/.test(el.tagName)) return;
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    if (
      el.tagName === 'SPAN' &&
      el.style.width &&
      el.style.height &&
      (el.textContent ?? '').trim().length === 1
    )
      return;
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      field(el);
      return;
    }
    const cell = style.display === 'table-cell';
    const block = !cell && !style.display.startsWith('inline') && style.display !== 'contents';
    if (block) out.push('\n');
    for (const child of el.childNodes) visit(child);
    if (block) out.push('\n');
    else if (cell) out.push(' \u2502 ');
  };
  visit(root);
  return { path, region, text: out.join(''), loading };
}

interface RouterState {
  status: 'pending' | 'idle';
  isLoading: boolean;
  location: { href: string };
  resolvedLocation?: { href: string };
}

export interface ScreenRead {
  /** The URL's path and search. */
  path: string;
  /** The guide panel while it is open, else the main region. */
  region: Region;
  text: string;
  /** The loading markers still on screen; empty once it has its data. */
  loading: string[];
  /** No region on the page at all (not the console, or between two documents). */
  missing: boolean;
}

export const NOTHING: ScreenRead = { path: '', region: 'main', text: '', loading: [], missing: true };

/** The screen on view: where, which region, its text (or a cheap likeness of it) and what still loads. */
export async function readScreen(page: Page, full = true): Promise<ScreenRead> {
  const read = await page.evaluate(readInPage, full).catch(() => null);
  return read ? { ...read, missing: false } : NOTHING;
}

/**
 * Waits until the region is there, shows no loading marker and its text held still for a moment (a
 * page restored from the snapshot and then refreshed shows the same text twice). Returns the last
 * read, since when it has shown that text (epoch ms: the data on view since then), and whether it
 * settled within `timeoutMs`; a caller that gets `settled: false` decides what
 * that means (online: a note; offline: the screen is compared as it is).
 */
export function settle(
  page: Page,
  timeoutMs: number,
  stableMs = STABLE_MS,
): Promise<ScreenRead & { settled: boolean; ms: number; since: number }> {
  return settleWith((full) => readScreen(page, full), timeoutMs, stableMs);
}

/** `settle` with any driver: `read(full)` reads the screen as `readScreen` does. */
export async function settleWith(
  readScreen: (full: boolean) => Promise<ScreenRead>,
  timeoutMs: number,
  stableMs = STABLE_MS,
): Promise<ScreenRead & { settled: boolean; ms: number; since: number }> {
  const start = Date.now();
  let last = NOTHING;
  let stableSince = 0;
  let previous = '\u0000';
  const isReady = (read: ScreenRead) =>
    !read.missing && read.loading.length === 0 && read.text.split('\u241e').join('').trim() !== '';
  while (Date.now() - start < timeoutMs) {
    last = await readScreen(false);
    const ready = isReady(last);
    const seen = `${last.path} ${last.region}\n${last.text}`;
    if (ready && (seen === previous || stableMs === 0) && Date.now() - stableSince >= stableMs) {
      const read = await readScreen(true);
      if (isReady(read) && read.path === last.path && read.region === last.region)
        return { ...read, settled: true, ms: Date.now() - start, since: stableSince || start };
    }
    if (!ready || seen !== previous) {
      stableSince = Date.now();
    }
    previous = ready ? seen : '\u0000';
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const read = last.missing ? last : await readScreen(true);
  return { ...read, settled: false, ms: Date.now() - start, since: Date.now() };
}

/** How long the text must hold still to count as the screen's, and how often it is read. */
const STABLE_MS = 80;
const POLL_MS = 40;

/** 'Data as of 14:02', '… yesterday 18:04', '… Nov 21, 14:02', '… Nov 21 2025, 14:02' (src/lib/time.ts). */
const DATA_AGE = /Data as of (?:yesterday |[A-Z][a-z]{2} \d{1,2}(?: \d{4})?, )?\d{2}:\d{2}/g;
const OFFLINE_WRITE_REASON = 'You are offline. Changes can be made once you are back online.';

/**
 * What may differ between a screen online and the same data offline, and is not the data:
 * - what the console adds offline: the age line ('Data as of 14:02') and the reason beside disabled
 *   write controls (src/components/data/data-age.tsx, src/components/form/offline-reason.tsx);
 * - texts relative to now: '5 min ago', a magic link's Time Remaining ('6 days 23 hours', '3 hours
 *   12 min', '4 min', 'Less than a minute');
 * - a magic link's URL, which is held in memory only by design (src/features/magic-links/queries.ts)
 *   and reads 'Shown when online' offline;
 * - how late an overdue destination is ('late by 16 minutes', src/lib/overdue.ts): a 15-minute schedule
 *   is later by the time the screen is read again offline.
 */
const NORMALISE: readonly [RegExp, string][] = [
  [DATA_AGE, ''],
  [new RegExp(OFFLINE_WRITE_REASON.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), ''],
  [/\b\d+ (?:sec|min|hours?|days?|months?|years?) ago\b/g, '‹time ago›'],
  [/\b\d+ days? \d+ hours?\b|\b\d+ hours? \d+ min\b|\b\d+ min\b|\bLess than a minute\b/g, '‹time left›'],
  [/\S*\/onboard\/\S+|\bShown when online\b/g, '‹magic link URL›'],
  [/\blate by \d+ (?:minutes?|hours?|days?)\b/g, 'late by ‹time›'],
];

export function normalise(text: string): string {
  let out = text;
  for (const [pattern, replacement] of NORMALISE) out = out.replace(pattern, replacement);
  return out
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').replace(/^[\s\u2502]+|[\s\u2502]+$/g, ''))
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Whether two normalised texts say the same: word for word, wherever the lines break (layout, not data,
 * decides that: a cell with a copy button breaks where a plain one does not).
 */
export const sameText = (a: string, b: string) =>
  a.replace(/[\s\u2502]+/g, ' ').trim() === b.replace(/[\s\u2502]+/g, ' ').trim();

/** Whether the page says how old its data is: an age line or the offline banner with a time. */
export async function showsAge(page: Page): Promise<boolean> {
  return textShowsAge((await page.locator('body').textContent()) ?? '');
}

/** Whether a page's text says how old its data is (`showsAge`, for any driver). */
export const textShowsAge = (body: string) =>
  new RegExp(DATA_AGE.source).test(body) || /Showing data as of .*\d{2}:\d{2}/.test(body);

/**
 * A line diff (longest common subsequence) of two texts: '-' lines only in `before`, '+' lines only in
 * `after`, two lines of context around each change, at most `maxLines` lines.
 */
export function lineDiff(before: string, after: string, maxLines = 60): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = lcs[i] as Uint32Array;
    const below = lcs[i + 1] as Uint32Array;
    for (let j = m - 1; j >= 0; j--)
      row[j] =
        a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
  }
  const ops: { op: ' ' | '-' | '+'; line: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ op: ' ', line: a[i] as string });
      i++;
      j++;
    } else if (i < n && (j === m || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      ops.push({ op: '-', line: a[i] as string });
      i++;
    } else {
      ops.push({ op: '+', line: b[j] as string });
      j++;
    }
  }
  const CONTEXT = 2;
  const keep = ops.map(() => false);
  ops.forEach((o, k) => {
    if (o.op === ' ') return;
    for (let c = Math.max(0, k - CONTEXT); c <= Math.min(ops.length - 1, k + CONTEXT); c++) keep[c] = true;
  });
  const out: string[] = [];
  let skipped = false;
  ops.forEach((o, k) => {
    if (!keep[k]) {
      if (!skipped) out.push('  …');
      skipped = true;
      return;
    }
    skipped = false;
    out.push(`${o.op} ${o.line}`);
  });
  if (out.length > maxLines)
    return [...out.slice(0, maxLines), `  … (${out.length - maxLines} more lines)`].join('\n');
  return out.join('\n');
}
