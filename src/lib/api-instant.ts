import { civilMs, isoDateOk, parseInstant } from './time-civil.ts';

/**
 * The one form the API sends ('2026-11-22T13:02:03.123Z'), read without the general pattern's work
 * (offsets, basic forms, annotations, 9 fraction digits): the overview judges 5,000 destinations by
 * their times at once (issue 25: 5 ms for all of them). Anything else goes to parseInstant; the result
 * is the same. Kept out of time-civil.ts, which the entry chunk holds: only the overdue rule needs it.
 */
const API_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;

export function parseApiInstant(iso: string): number | null {
  const m = API_INSTANT.exec(iso);
  if (!m) return parseInstant(iso);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  if (!isoDateOk(year, month, day) || hour > 23 || minute > 59 || second > 60) return null;
  const ms = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0'));
  const whole = Math.min(second, 59); // a leap second reads as :59, as parseInstant reads it
  // Date.UTC would move the years 0–99 to 19xx.
  return year >= 100
    ? Date.UTC(year, month - 1, day, hour, minute, whole, ms)
    : civilMs(year, month, day, hour, minute, whole, ms);
}
