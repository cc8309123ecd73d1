import { describe, expect, it } from 'vitest';
import { formatSamplingRate } from './models-compared-table.tsx';

describe('formatSamplingRate', () => {
  it("reads a fraction as a percentage and a missing rate as 'N/A'", () => {
    expect(formatSamplingRate(null)).toBe('N/A');
    expect(formatSamplingRate(1)).toBe('100%');
    expect(formatSamplingRate(0.1)).toBe('10%');
    expect(formatSamplingRate(0.12345)).toBe('12.35%');
    expect(formatSamplingRate(25)).toBe('25%');
  });
});
