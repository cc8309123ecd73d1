import { describe, expect, it } from 'vitest';
import { formatFrequency } from './frequency.ts';

describe('formatFrequency', () => {
  it.each([
    [15, 'Every 15 minutes'],
    [1, 'Every minute'],
    [60, 'Every hour'],
    [360, 'Every 6 hours'],
    [720, 'Every 12 hours'],
    [1440, 'Every day'],
    [2880, 'Every 2 days'],
    [90, 'Every 90 minutes'],
    [0, 'Not set'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(formatFrequency(minutes)).toBe(text);
  });
});
