import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatLastSuccess, formatRelative, formatTimestamp } from './time.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const NOW_ISO = '2026-06-15T12:00:00.000Z';
const NOW = Date.parse(NOW_ISO);
/** The ISO instant `ms` before NOW. */
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const rel = (then: string, now: string, zone = 'UTC') => formatRelative(then, Date.parse(now), zone);

describe('formatRelative', () => {
  it.each([
    [0, '0 sec ago'],
    [12 * SECOND_MS, '12 sec ago'],
    [59 * SECOND_MS + 999, '59 sec ago'],
    [60 * SECOND_MS, '1 min ago'],
    [5 * MINUTE_MS, '5 min ago'],
    [59 * MINUTE_MS + 59 * SECOND_MS, '59 min ago'],
    [HOUR_MS, '1 hour ago'],
    [3 * HOUR_MS, '3 hours ago'],
    [23 * HOUR_MS + 59 * MINUTE_MS, '23 hours ago'],
    [DAY_MS, '1 day ago'],
    [2 * DAY_MS, '2 days ago'],
    [29 * DAY_MS + 23 * HOUR_MS, '29 days ago'],
    [30 * DAY_MS, '1 month ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatRelative(ago(ms), NOW, 'UTC')).toBe(text);
  });

  it('reads a future time (clock skew) as 0 sec ago', () => {
    expect(formatRelative(ago(-5 * MINUTE_MS), NOW, 'UTC')).toBe('0 sec ago');
  });

  it('counts whole calendar months after 30 days', () => {
    expect(rel('2026-02-15T12:00:00Z', NOW_ISO)).toBe('4 months ago');
    expect(rel('2026-01-31T00:00:00Z', '2026-03-30T00:00:00Z')).toBe('1 month ago');
    expect(rel('2026-01-31T00:00:00Z', '2026-03-31T00:00:00Z')).toBe('2 months ago');
  });

  it('keeps days under 30 days even when a short calendar month has passed', () => {
    expect(rel('2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z')).toBe('28 days ago');
  });

  it('reads 30 days that fall short of a calendar month as 1 month', () => {
    expect(rel('2026-01-01T00:00:00Z', '2026-01-31T00:00:00Z')).toBe('1 month ago');
  });

  it('switches to years only after a full calendar year, leap days included', () => {
    expect(rel('2024-02-29T00:00:00Z', '2025-02-28T00:00:00Z')).toBe('11 months ago');
    expect(rel('2024-02-29T00:00:00Z', '2025-03-01T00:00:00Z')).toBe('1 year ago');
    expect(rel('2025-06-15T12:00:00Z', NOW_ISO)).toBe('1 year ago');
    expect(rel('2025-06-15T12:00:01Z', NOW_ISO)).toBe('11 months ago');
    expect(rel('2024-01-01T00:00:00Z', NOW_ISO)).toBe('2 years ago');
  });

  it('counts calendar months in the viewer time zone', () => {
    // In UTC this runs Dec 29 → Feb 28 (Feb has no 29th: not yet 2 months); in Tokyo Dec 30 → Mar 1.
    const then = '2025-12-29T15:00:00Z';
    const now = '2026-02-28T15:00:00Z';
    expect(rel(then, now, 'UTC')).toBe('1 month ago');
    expect(rel(then, now, 'Asia/Tokyo')).toBe('2 months ago');
  });

  it('counts hours as elapsed time across a DST change, not wall-clock time', () => {
    // Europe/Berlin springs forward at 01:00 UTC on 2026-03-29; the wall clock moves 24 h, time 23 h.
    expect(rel('2026-03-28T00:30:00Z', '2026-03-28T23:30:00Z', 'Europe/Berlin')).toBe('23 hours ago');
  });

  it('accepts instants with any offset', () => {
    expect(rel('2026-06-15T13:59:00+02:00', NOW_ISO)).toBe('1 min ago');
  });

  it('rejects a timestamp without an offset, naming it', () => {
    expect(() => formatRelative('2026-06-15T12:00:00', NOW)).toThrow(
      /Invalid timestamp "2026-06-15T12:00:00": expected an ISO 8601 instant with an offset/,
    );
    expect(() => formatRelative('yesterday', NOW)).toThrow(RangeError);
  });

  it('rejects an unknown time zone once months are needed', () => {
    expect(() => formatRelative(ago(40 * DAY_MS), NOW, 'Mars/Base')).toThrow(
      /Unknown time zone "Mars\/Base"/,
    );
  });

  it('rejects a non-finite now', () => {
    expect(() => formatRelative(NOW_ISO, Number.NaN)).toThrow(RangeError);
  });

  it('uses the current time when now is omitted', () => {
    expect(formatRelative(new Date(Date.now() - 3 * SECOND_MS).toISOString())).toMatch(/^[34] sec ago$/);
  });
});

describe('formatLastSuccess', () => {
  it('says there was no successful transfer for null', () => {
    expect(formatLastSuccess(null, NOW)).toBe('Has not transferred successfully');
  });

  it('reads a success as a relative time', () => {
    expect(formatLastSuccess(ago(2 * DAY_MS), NOW, 'UTC')).toBe('2 days ago');
  });
});

describe('formatDuration', () => {
  const start = '2026-06-15T10:00:00.000Z';
  const endAfter = (ms: number) => new Date(Date.parse(start) + ms).toISOString();

  it.each([
    [0, '<1m'],
    [59 * SECOND_MS, '<1m'],
    [59 * SECOND_MS + 999, '<1m'],
    [MINUTE_MS, '1m'],
    [12 * MINUTE_MS + 30 * SECOND_MS, '12m'],
    [59 * MINUTE_MS + 59 * SECOND_MS, '59m'],
    [HOUR_MS, '1h 0m'],
    [61 * MINUTE_MS, '1h 1m'],
    [65 * MINUTE_MS, '1h 5m'],
    [26 * HOUR_MS, '26h 0m'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(start, endAfter(ms))).toBe(text);
  });

  it('reads an end before the start (clock skew) as <1m', () => {
    expect(formatDuration(start, endAfter(-10 * MINUTE_MS))).toBe('<1m');
  });

  it('measures elapsed time across a DST change', () => {
    expect(formatDuration('2026-03-29T01:30:00+01:00', '2026-03-29T03:30:00+02:00')).toBe('1h 0m');
  });

  it('is N/A until both ends are known', () => {
    expect(formatDuration(null, start)).toBe('N/A');
    expect(formatDuration(start, null)).toBe('N/A');
    expect(formatDuration(null, null)).toBe('N/A');
  });

  it('rejects a malformed end', () => {
    expect(() => formatDuration(start, 'soon')).toThrow(/Invalid timestamp "soon"/);
  });
});

describe('formatTimestamp', () => {
  it.each([
    ['2026-11-22T13:02:03.123Z', 'Europe/Berlin', '2026-11-22 14:02:03.123 GMT+1'],
    ['2026-07-01T12:00:00Z', 'Europe/Berlin', '2026-07-01 14:00:00.000 GMT+2'],
    ['2026-01-05T09:07:08.9Z', 'America/New_York', '2026-01-05 04:07:08.900 GMT-5'],
    ['2026-01-05T09:07:08.009Z', 'Asia/Kolkata', '2026-01-05 14:37:08.009 GMT+5:30'],
    ['2026-01-05T09:07:08Z', 'UTC', '2026-01-05 09:07:08.000 GMT+0'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', '2027-01-01 08:30:00.000 GMT+9'],
    ['2026-06-15T21:00:00+09:00', 'UTC', '2026-06-15 12:00:00.000 GMT+0'],
  ])('%s in %s reads %s', (iso, zone, text) => {
    expect(formatTimestamp(iso, zone)).toBe(text);
  });

  it('follows the spring-forward change of the viewer zone', () => {
    expect(formatTimestamp('2026-03-29T00:59:59.999Z', 'Europe/Berlin')).toBe(
      '2026-03-29 01:59:59.999 GMT+1',
    );
    expect(formatTimestamp('2026-03-29T01:00:00.000Z', 'Europe/Berlin')).toBe(
      '2026-03-29 03:00:00.000 GMT+2',
    );
  });

  it('tells apart the repeated hour of the fall-back change by its offset', () => {
    expect(formatTimestamp('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe('2026-10-25 02:30:00.000 GMT+2');
    expect(formatTimestamp('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('2026-10-25 02:30:00.000 GMT+1');
  });

  it('is N/A for null', () => {
    expect(formatTimestamp(null, 'UTC')).toBe('N/A');
  });

  describe('in the viewer time zone by default', () => {
    const savedTz = process.env.TZ;
    afterEach(() => {
      // Assigning undefined would store the string 'undefined'.
      if (savedTz === undefined) delete process.env.TZ;
      else process.env.TZ = savedTz;
    });

    it('uses the zone of the machine', () => {
      process.env.TZ = 'Asia/Tokyo';
      expect(formatTimestamp('2026-11-22T13:02:03.123Z')).toBe('2026-11-22 22:02:03.123 GMT+9');
      process.env.TZ = 'America/New_York';
      expect(formatTimestamp('2026-11-22T13:02:03.123Z')).toBe('2026-11-22 08:02:03.123 GMT-5');
    });
  });

  it('rejects bad input with a specific error', () => {
    expect(() => formatTimestamp('22/11/2026', 'UTC')).toThrow(/Invalid timestamp "22\/11\/2026"/);
    expect(() => formatTimestamp('2026-11-22T13:02:03Z', 'Nowhere/City')).toThrow(/Unknown time zone/);
  });
});

describe('formatClock', () => {
  it('shows 24-hour hours and minutes in the given zone', () => {
    expect(formatClock(Date.parse('2026-11-22T13:02:59.999Z'), 'Europe/Berlin')).toBe('14:02');
    expect(formatClock(Date.parse('2026-11-22T23:05:00Z'), 'Europe/Berlin')).toBe('00:05');
    expect(formatClock(Date.parse('2026-07-01T09:30:00Z'), 'Asia/Kolkata')).toBe('15:00');
  });

  it('rejects a non-finite time', () => {
    expect(() => formatClock(Number.NaN, 'UTC')).toThrow(/Invalid epoch milliseconds/);
  });
});
