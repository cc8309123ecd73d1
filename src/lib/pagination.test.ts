import { describe, expect, it } from 'vitest';
import { createDeduper, PAGINATION_TOAST_DEDUPE_MS, readPageSize } from './pagination.ts';

describe('readPageSize', () => {
  it.each([undefined, '', '   '])('uses the default 30 without an error for %j', (raw) => {
    expect(readPageSize(raw)).toEqual({ pageSize: 30, error: null });
  });

  it.each([
    [1, 1],
    [30, 30],
    [100, 100],
    ['20', 20],
    [' 50 ', 50],
    ['+7', 7],
  ])('accepts %j as %i', (raw, pageSize) => {
    expect(readPageSize(raw)).toEqual({ pageSize, error: null });
  });

  it.each([
    ['abc', 'Invalid page size value: "abc" is not a number.'],
    ['12abc', 'Invalid page size value: "12abc" is not a number.'],
    ['2.5', 'Invalid page size value: "2.5" is not a number.'],
    [2.5, 'Invalid page size value: "2.5" is not a number.'],
    ['0x10', 'Invalid page size value: "0x10" is not a number.'],
    [Number.NaN, 'Invalid page size value: "null" is not a number.'],
    [null, 'Invalid page size value: "null" is not a number.'],
    [true, 'Invalid page size value: "true" is not a number.'],
    [[10], 'Invalid page size value: "[10]" is not a number.'],
    [{ n: 1 }, 'Invalid page size value: "{"n":1}" is not a number.'],
  ])('rejects %j as not a number and uses the default', (raw, error) => {
    expect(readPageSize(raw)).toEqual({ pageSize: 30, error });
  });

  it.each([0, -5, '0', '-1'])('rejects %j as below the minimum', (raw) => {
    expect(readPageSize(raw)).toEqual({ pageSize: 30, error: 'Page size cannot be less than 1.' });
  });

  it.each([101, '101', 1e21, '99999999999999999999'])('rejects %j as above the maximum', (raw) => {
    expect(readPageSize(raw)).toEqual({ pageSize: 30, error: 'Page size cannot be greater than 100.' });
  });
});

describe('createDeduper', () => {
  const clock = (start = 0) => {
    let t = start;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('waits 2000 ms between identical pagination toasts', () => {
    expect(PAGINATION_TOAST_DEDUPE_MS).toBe(2000);
  });

  it('shows a message once per window', () => {
    const c = clock(1_000_000);
    const show = createDeduper(PAGINATION_TOAST_DEDUPE_MS, c.now);
    expect(show('Page size cannot be less than 1.')).toBe(true);
    expect(show('Page size cannot be less than 1.')).toBe(false);
    c.advance(1999);
    expect(show('Page size cannot be less than 1.')).toBe(false);
    c.advance(1);
    expect(show('Page size cannot be less than 1.')).toBe(true);
  });

  it('does not extend the window with suppressed repeats', () => {
    const c = clock();
    const show = createDeduper(2000, c.now);
    expect(show('a')).toBe(true);
    c.advance(1500);
    expect(show('a')).toBe(false);
    c.advance(500);
    expect(show('a')).toBe(true);
  });

  it('treats different messages independently', () => {
    const c = clock();
    const show = createDeduper(2000, c.now);
    expect(show('Page size cannot be less than 1.')).toBe(true);
    expect(show('Page size cannot be greater than 100.')).toBe(true);
    expect(show('Page size cannot be less than 1.')).toBe(false);
  });

  it('keeps deduplicators apart', () => {
    const c = clock();
    const first = createDeduper(2000, c.now);
    const second = createDeduper(2000, c.now);
    expect(first('a')).toBe(true);
    expect(second('a')).toBe(true);
  });

  it('uses the wall clock by default', () => {
    const show = createDeduper(60_000);
    expect(show('a')).toBe(true);
    expect(show('a')).toBe(false);
  });

  it('shows every message with a zero window', () => {
    const show = createDeduper(0, () => 5);
    expect(show('a')).toBe(true);
    expect(show('a')).toBe(true);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a window of %d ms', (windowMs) => {
    expect(() => createDeduper(windowMs)).toThrow(/Dedupe window must be a non-negative number/);
  });
});
