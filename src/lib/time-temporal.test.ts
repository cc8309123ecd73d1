/**
 * The Temporal polyfill as the reference for the hand-written calendar code of time.ts and time-civil.ts
 * (which ships without it: the polyfill would break the /overview size budget, README "Architecture").
 * Seeded pseudo-random instants in zones with DST, half-hour and 45-minute offsets and a southern summer.
 */
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { parseApiInstant } from './api-instant.ts';
import { formatDay, formatRelative, formatTimestamp } from './time.ts';
import { parseInstant } from './time-civil.ts';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];
const DAY_MS = 86_400_000;
const FROM = Date.UTC(2019, 0, 1);
const SPAN = Date.UTC(2027, 0, 1) - FROM;

/** A fixed sequence of numbers in [0, 1): the same cases on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const zoned = (ms: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);

describe('time.ts against Temporal', () => {
  it('counts calendar months and years as ZonedDateTime.until does', () => {
    const next = random(15);
    for (let i = 0; i < 400; i += 1) {
      const zone = ZONES[i % ZONES.length] as string;
      const then = FROM + Math.floor(next() * SPAN);
      const now = then + 30 * DAY_MS + Math.floor(next() * 900 * DAY_MS);
      const { years, months } = zoned(then, zone).until(zoned(now, zone), { largestUnit: 'years' });
      const expected =
        years >= 1
          ? `${years} year${years === 1 ? '' : 's'} ago`
          : `${Math.max(1, months)} month${Math.max(1, months) === 1 ? '' : 's'} ago`;
      expect(formatRelative(new Date(then).toISOString(), now, zone), `${zone} ${then} ${now}`).toBe(
        expected,
      );
    }
  });

  it('shows the wall-clock time and offset of ZonedDateTime', () => {
    const next = random(7);
    for (let i = 0; i < 200; i += 1) {
      const zone = ZONES[i % ZONES.length] as string;
      const ms = FROM + Math.floor(next() * SPAN);
      const z = zoned(ms, zone);
      const pad = (n: number, width = 2) => String(n).padStart(width, '0');
      const [sign, hours, minutes] = /^([+-])(\d\d):(\d\d)$/.exec(z.offset)?.slice(1) ?? [];
      const offset = `GMT${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
      const expected = `${z.year}-${pad(z.month)}-${pad(z.day)} ${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}.${pad(z.millisecond, 3)} ${offset}`;
      expect(formatTimestamp(new Date(ms).toISOString(), zone)).toBe(expected);
    }
  });

  it('reads ISO instants as Temporal.Instant.from does, and refuses what it refuses (parseApiInstant too)', () => {
    for (const iso of [
      '2026-11-22T13:02:03.123Z',
      '2026-11-22T13:02:03.123456789+05:30',
      '2026-11-22t13:02z',
      '2026-11-22 13Z',
      '20261122T130203Z',
      '2026-11-22T13:02:60Z',
      '2026-11-22T13:02:03-03:00[America/Sao_Paulo]',
      '+002026-11-22T13:02:03Z',
      '2026-11-22T13:02:03.1+01:00:30',
      // The API's own form, which parseApiInstant reads by a short path: whole seconds, 1–3 fraction
      // digits, a leap second, years 0–99.
      '2026-11-22T13:02:03Z',
      '2026-11-22T13:02:03.1Z',
      '2026-11-22T13:02:03.12Z',
      '2024-02-29T23:59:59.999Z',
      '2026-12-31T23:59:60.5Z',
      '0099-03-01T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      // The same form in exactly 24 characters, read by Date.parse.
      '2026-12-31T23:59:60.500Z',
      '2000-02-29T12:00:00.000Z',
      '0004-02-29T00:00:00.000Z',
      '0099-12-31T23:59:59.999Z',
      '2026-01-31T23:59:59.999Z',
      '2026-04-30T00:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '0100-01-01T00:00:00.000Z',
      '2026-11-22T13:02:03,123Z',
      '2026-11-22 13:02:03.123Z',
    ]) {
      expect(parseInstant(iso), iso).toBe(Temporal.Instant.from(iso).epochMilliseconds);
      expect(parseApiInstant(iso), iso).toBe(Temporal.Instant.from(iso).epochMilliseconds);
    }
    for (const iso of [
      '2026-11-22T13:02:03',
      '2026-02-30T00:00Z',
      '2026-11-22',
      '-000000-01-01T00:00Z',
      '2026-02-29T00:00:00.000Z',
      '2026-04-31T00:00:00Z',
      '2026-11-22T24:00:00Z',
      '2026-11-22T13:60:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-22T24:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '2026-00-10T00:00:00.000Z',
      '2026-11-22T13:02:0x.123Z',
      '2026-04-31T00:00:00.000Z',
      '2026-02-30T12:00:00.000Z',
      '2100-02-29T00:00:00.000Z',
      '0003-02-29T00:00:00.000Z',
      '2026-06-31T00:00:00.000Z',
      '2026-11-22T23:60:00.000Z',
      '2026-11-22T25:00:00.000Z',
      '2026-11-22T13:02:03.12aZ',
    ]) {
      expect(parseInstant(iso), iso).toBeNull();
      expect(parseApiInstant(iso), iso).toBeNull();
      expect(() => Temporal.Instant.from(iso), iso).toThrow(RangeError);
    }
  });

  it('names the weekday of a calendar day as PlainDate does', () => {
    const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    for (let day = Temporal.PlainDate.from('2023-12-25'); day.year < 2025; day = day.add({ days: 1 })) {
      expect(formatDay(day.toString(), 'long').slice(0, 3)).toBe(names[day.dayOfWeek - 1]);
    }
  });
});
