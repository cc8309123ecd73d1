/**
 * The page_size query parameter of paged screens (SPEC.md §5). A rejected value falls back to the default
 * page size and comes with the exact toast text; identical toasts are shown once per
 * PAGINATION_TOAST_DEDUPE_MS, so re-renders and back/forward do not stack copies.
 *
 * Only whole numbers count as numbers: 2.5, '2.5' and '0x10' are "not a number", because a page holds
 * whole rows and silently rounding would show a size the user did not ask for. Out-of-range values also
 * fall back to the default (not the nearest bound), so every rejected value behaves the same.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from '../api/schemas/envelope.ts';

export const PAGINATION_TOAST_DEDUPE_MS = 2000;

export interface PageSizeReading {
  pageSize: number;
  error: string | null;
}

const WHOLE_NUMBER = /^[+-]?\d+$/;

/** How the value reads in the message: strings as typed, anything else as the URL would spell it. */
function shown(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  try {
    return JSON.stringify(raw) ?? String(raw);
  } catch {
    return String(raw); // bigint and cyclic values, which a URL cannot produce anyway
  }
}

function wholeNumberOf(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw === 'string' && WHOLE_NUMBER.test(raw.trim())) return Number(raw.trim());
  return null;
}

/** Reads page_size as the router parsed it (a number, or a string when it is not JSON). */
export function readPageSize(raw: unknown): PageSizeReading {
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { pageSize: PAGE_SIZE_DEFAULT, error: null };
  }
  const n = wholeNumberOf(raw);
  const rejected = (error: string) => ({ pageSize: PAGE_SIZE_DEFAULT, error });
  if (n === null) return rejected(`Invalid page size value: "${shown(raw)}" is not a number.`);
  if (n < PAGE_SIZE_MIN) return rejected(`Page size cannot be less than ${PAGE_SIZE_MIN}.`);
  if (n > PAGE_SIZE_MAX) return rejected(`Page size cannot be greater than ${PAGE_SIZE_MAX}.`);
  return { pageSize: n, error: null };
}

/**
 * `show(message)` is true the first time and false for the same message until windowMs have passed
 * since it was last shown (suppressed repeats do not extend the window).
 */
export function createDeduper(windowMs: number, now: () => number = Date.now): (message: string) => boolean {
  if (!Number.isFinite(windowMs) || windowMs < 0) {
    throw new RangeError(`Dedupe window must be a non-negative number of milliseconds, got ${windowMs}`);
  }
  const shownAt = new Map<string, number>();
  return (message) => {
    const t = now();
    // Forget expired messages so a long session does not grow the map.
    for (const [m, at] of shownAt) if (t - at >= windowMs) shownAt.delete(m);
    if (shownAt.has(message)) return false;
    shownAt.set(message, t);
    return true;
  };
}
