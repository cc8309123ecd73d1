import { describe, expect, it } from 'vitest';
import { formatCount, pluralize } from './format.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1200, '-1,200'],
  ])('%i reads %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('rounds a fractional count to a whole number', () => {
    expect(formatCount(2.6)).toBe('3');
  });

  it('rejects values that are not counts', () => {
    expect(() => formatCount(Number.NaN)).toThrow('Cannot format NaN as a count');
    expect(() => formatCount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('pluralize', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(pluralize(1, 'alert', 'alerts')).toBe('alert');
    expect(pluralize(0, 'alert', 'alerts')).toBe('alerts');
    expect(pluralize(2, 'alert', 'alerts')).toBe('alerts');
    expect(pluralize(12345, 'successful transfer', 'successful transfers')).toBe('successful transfers');
  });

  it('composes with formatCount into a footer', () => {
    const n = 1500;
    expect(`${formatCount(n)} ${pluralize(n, 'alert', 'alerts')}`).toBe('1,500 alerts');
  });
});
