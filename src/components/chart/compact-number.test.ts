import { describe, expect, it } from 'vitest';
import { formatCompact } from './compact-number.ts';

describe('formatCompact (axis ticks)', () => {
  it.each([
    [0, '0'],
    [500, '500'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1_300_000, '1.3M'],
    [12_000_000, '12M'],
  ])('%i reads %s', (n, text) => {
    expect(formatCompact(n)).toBe(text);
  });
});
