import { describe, expect, it } from 'vitest';
import { ceilToTwoDigits, labelAt, xRange, yRange } from './bar-scale.ts';

describe('yRange', () => {
  it('starts at 0 and reaches the suggested maximum when the data stays below it', () => {
    expect(yRange(0, 1000)).toEqual([0, 1000]);
    expect(yRange(999, 1000)).toEqual([0, 1000]);
    expect(yRange(1000, 1000)).toEqual([0, 1000]);
    expect(yRange(null, 1000)).toEqual([0, 1000]);
  });

  it('fits data above the suggested maximum, rounded up to two significant digits', () => {
    expect(yRange(1001, 1000)).toEqual([0, 1100]);
    expect(yRange(1_234_567, 1000)).toEqual([0, 1_300_000]);
    expect(yRange(9_950, 1000)).toEqual([0, 10_000]);
  });
});

describe('ceilToTwoDigits', () => {
  it('rounds up, never down, and leaves round numbers alone', () => {
    expect(ceilToTwoDigits(47)).toBe(47);
    expect(ceilToTwoDigits(5)).toBe(5);
    expect(ceilToTwoDigits(12_000)).toBe(12_000);
    expect(ceilToTwoDigits(12_001)).toBe(13_000);
    expect(ceilToTwoDigits(0)).toBe(0);
  });
});

describe('xRange and labelAt', () => {
  it('leaves half a slot each side of the bars', () => {
    expect(xRange(30)).toEqual([-0.5, 29.5]);
    expect(xRange(0)).toEqual([-0.5, 0.5]);
  });

  it('labels whole positions only', () => {
    const labels = ['Nov 1', 'Nov 2'];
    expect(labelAt(labels, 1)).toBe('Nov 2');
    expect(labelAt(labels, 0.5)).toBe('');
    expect(labelAt(labels, 2)).toBe('');
    expect(labelAt(labels, -1)).toBe('');
  });
});
