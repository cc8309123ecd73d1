import { useEffect } from 'react';
import { createDeduper, PAGINATION_TOAST_DEDUPE_MS, readPageSize } from '../../lib/pagination.ts';
import { showToast } from '../ui/toaster.ts';

/** The sizes offered by the page-size picker; any valid size from the URL is shown as well. */
export const PAGE_SIZE_OPTIONS = [10, 30, 50, 100] as const;

/**
 * Shows a rejected page size (SPEC.md §5) as an ERROR toast, at most once per message per
 * PAGINATION_TOAST_DEDUPE_MS: re-renders, StrictMode's double effects and two lists on one screen
 * reading the same bad URL must not stack copies.
 */
export function createPageSizeReporter(
  show: (message: string) => void,
  dedupe: (message: string) => boolean = createDeduper(PAGINATION_TOAST_DEDUPE_MS),
) {
  return (error: string | null) => {
    if (error && dedupe(error)) show(error);
  };
}

const report = createPageSizeReporter((message) => showToast({ kind: 'ERROR', message }));

/** The page size to use for a raw `page_size` search value; a bad value is reported and replaced. */
export function usePageSize(raw: unknown): number {
  const { pageSize, error } = readPageSize(raw);
  useEffect(() => report(error), [error]);
  return pageSize;
}
