/**
 * What time.ts reads and how it counts months, pinned to what the Temporal polyfill did before time.ts
 * moved to Date and Intl (the expected values came from Temporal itself).
 */
import { describe, expect, it } from 'vitest';
import { formatRelative, formatTimestamp } from './time.ts';

describe('ISO 8601 instants, read as Temporal.Instant.from reads them', () => {
  it.each([
    ['2026-11-22T14:02:03+0100', '2026-11-22 13:02:03.000 GMT+0'],
    ['2026-11-22t13:02:03z', '2026-11-22 13:02:03.000 GMT+0'],
    ['2026-11-22 13:02:03Z', '2026-11-22 13:02:03.000 GMT+0'],
    ['2026-11-22T13:02:60Z', '2026-11-22 13:02:59.000 GMT+0'],
    ['2026-11-22T13:02:03.123456789Z', '2026-11-22 13:02:03.123 GMT+0'],
    ['2026-11-22T14:02:03+01:00[Europe/Berlin]', '2026-11-22 13:02:03.000 GMT+0'],
    ['20261122T130203Z', '2026-11-22 13:02:03.000 GMT+0'],
    ['2026-11-22T13Z', '2026-11-22 13:00:00.000 GMT+0'],
  ])('reads %s', (iso, text) => {
    expect(formatTimestamp(iso, 'UTC')).toBe(text);
  });

  it.each(['2026-11-22T24:00:00Z', '2026-02-30T13:02:03Z', '2026-11-22Z', '2026-11-22T13:02:03.1234567891Z'])(
    'rejects %s',
    (iso) => {
      expect(() => formatTimestamp(iso, 'UTC')).toThrow(RangeError);
    },
  );
});

describe('calendar months count from the time of day too', () => {
  const rel = (then: string, now: string, zone: string) => formatRelative(then, Date.parse(now), zone);

  it('reaches a month only at the same time of day', () => {
    expect(rel('2026-01-15T10:00:00Z', '2026-03-15T09:00:00Z', 'UTC')).toBe('1 month ago');
    expect(rel('2026-01-15T10:00:00Z', '2026-03-15T10:00:00Z', 'UTC')).toBe('2 months ago');
  });

  it('reads wall-clock times in the zone across a DST change', () => {
    expect(rel('2026-02-28T01:30:00Z', '2026-04-28T00:30:00Z', 'Europe/Berlin')).toBe('2 months ago');
    expect(rel('2025-10-26T00:30:00Z', '2026-03-29T00:30:00Z', 'Europe/Berlin')).toBe('5 months ago');
  });
});
