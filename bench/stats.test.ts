import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('median', () => {
  it('is the middle run of an odd count, whatever the order', () => {
    expect(median([310, 120, 250, 900, 200])).toBe(250);
  });

  it('is the mean of the two middle runs of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list rather than reporting a figure', () => {
    expect(() => median([])).toThrow('No values');
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('is the slowest run when there are fewer than twenty', () => {
    expect(percentile([5, 9, 7, 6, 8], 95)).toBe(9);
  });

  it('rejects a percentile outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow('Percentile');
  });
});
