import { describe, expect, it } from 'vitest';
import { formatDataTime } from './time.ts';

const at = (iso: string) => Date.parse(iso);

describe('formatDataTime ("as of …")', () => {
  it('is the clock time for data fetched today', () => {
    expect(formatDataTime(at('2026-11-22T13:02:59Z'), at('2026-11-22T18:00:00Z'), 'Europe/Berlin')).toBe(
      '14:02',
    );
  });

  it('says yesterday for data fetched on the viewer’s previous calendar day', () => {
    expect(formatDataTime(at('2026-11-21T18:04:00Z'), at('2026-11-22T08:00:00Z'), 'UTC')).toBe(
      'yesterday 18:04',
    );
    // 23:50 UTC is already Nov 22 in Berlin: the same day there.
    expect(formatDataTime(at('2026-11-21T23:50:00Z'), at('2026-11-22T08:00:00Z'), 'Europe/Berlin')).toBe(
      '00:50',
    );
    // Across the end of a month and of a year.
    expect(formatDataTime(at('2026-12-31T20:00:00Z'), at('2027-01-01T09:00:00Z'), 'UTC')).toBe(
      'yesterday 20:00',
    );
    // A day of 23 hours (Berlin leaves summer time on Oct 25, 2026) is still one day.
    expect(formatDataTime(at('2026-10-24T21:30:00Z'), at('2026-10-25T22:30:00Z'), 'Europe/Berlin')).toBe(
      'yesterday 23:30',
    );
  });

  it('names the day for data fetched earlier, and the year when it was another year', () => {
    expect(formatDataTime(at('2026-11-20T22:50:00Z'), at('2026-11-22T08:00:00Z'), 'UTC')).toBe(
      'Nov 20, 22:50',
    );
    expect(formatDataTime(at('2025-11-21T09:05:00Z'), at('2026-01-02T08:00:00Z'), 'UTC')).toBe(
      'Nov 21 2025, 09:05',
    );
  });

  it('names the day of data stamped after now (a clock set wrong), never "today"', () => {
    expect(formatDataTime(at('2026-11-23T10:00:00Z'), at('2026-11-22T08:00:00Z'), 'UTC')).toBe(
      'Nov 23, 10:00',
    );
  });

  it('rejects an invalid time, naming it', () => {
    expect(() => formatDataTime(Number.NaN)).toThrow('Invalid epoch milliseconds: NaN');
  });
});
