import { describe, expect, it } from 'vitest';
import { formatDataTime } from './time.ts';

const at = (iso: string) => Date.parse(iso);

describe('formatDataTime ("as of …")', () => {
  it('is the clock time for data fetched today', () => {
    expect(formatDataTime(at('2026-11-22T13:02:59Z'), at('2026-11-22T18:00:00Z'), 'Europe/Berlin')).toBe(
      '14:02',
    );
  });

  it('names the day for data fetched on an earlier day in the viewer’s zone', () => {
    expect(formatDataTime(at('2026-11-21T22:50:00Z'), at('2026-11-22T08:00:00Z'), 'UTC')).toBe(
      'Nov 21, 22:50',
    );
    // 22:50 UTC is already Nov 22 in Berlin: the same day there.
    expect(formatDataTime(at('2026-11-21T23:50:00Z'), at('2026-11-22T08:00:00Z'), 'Europe/Berlin')).toBe(
      '00:50',
    );
  });

  it('rejects an invalid time, naming it', () => {
    expect(() => formatDataTime(Number.NaN)).toThrow('Invalid epoch milliseconds: NaN');
  });
});
