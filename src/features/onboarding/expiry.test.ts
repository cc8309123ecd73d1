import { describe, expect, it } from 'vitest';
import { formatExpiry } from './expiry.ts';

describe('formatExpiry', () => {
  it('reads as a date and time in the given zone', () => {
    expect(formatExpiry('2026-11-29T10:01:00.000Z', 'UTC')).toBe('November 29, 2026 at 10:01 AM');
    expect(formatExpiry('2026-11-29T10:01:00.000Z', 'Europe/Berlin')).toBe('November 29, 2026 at 11:01 AM');
  });

  it('shows a timestamp it cannot read as sent', () => {
    expect(formatExpiry('soon')).toBe('soon');
  });
});
