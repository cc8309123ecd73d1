import { describe, expect, it } from 'vitest';
import { createDeduper, PAGINATION_TOAST_DEDUPE_MS, readPageSize } from '../../lib/pagination.ts';
import { createPageSizeReporter } from './page-size.ts';

function setup() {
  let now = 0;
  const shown: string[] = [];
  const report = createPageSizeReporter(
    (m) => shown.push(m),
    createDeduper(PAGINATION_TOAST_DEDUPE_MS, () => now),
  );
  return { shown, report, advance: (ms: number) => (now += ms) };
}

describe('page-size toast (SPEC.md §5)', () => {
  it('shows the reason for a bad page_size once, not on every render within 2000 ms', () => {
    const { shown, report, advance } = setup();
    const { error } = readPageSize('abc');
    report(error);
    advance(1999);
    report(error);
    expect(shown).toEqual(['Invalid page size value: "abc" is not a number.']);
    advance(1);
    report(error);
    expect(shown).toHaveLength(2);
  });

  it('shows a different message at once', () => {
    const { shown, report } = setup();
    report(readPageSize(0).error);
    report(readPageSize(500).error);
    expect(shown).toEqual(['Page size cannot be less than 1.', 'Page size cannot be greater than 100.']);
  });

  it('stays quiet for a valid or missing page_size', () => {
    const { shown, report } = setup();
    report(readPageSize(50).error);
    report(readPageSize(undefined).error);
    expect(shown).toEqual([]);
  });
});
