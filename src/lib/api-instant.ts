import { civilMs, isoDateOk, parseInstant } from './time-civil.ts';

/**
 * The one form the API sends ('2026-11-22T13:02:03.123Z'), read without the general pattern's work
 * (offsets, basic forms, annotations, 9 fraction digits): the overview judges 5,000 destinations by
 * their times at once (5 ms for all of them). Anything else goes to parseInstant; the result
 * is the same. Kept out of time-civil.ts, which the entry chunk holds: only the overdue rule needs it.
 */
const API_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;

export function parseApiInstant(iso: string): number | null {
  if (iso.length === 24) {
    const fast = exactApiInstant(iso);
    if (fast !== undefined) return fast;
  }
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

/** The API's form in exactly 24 characters, as toISOString writes it. */
const API_INSTANT_24 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The two digits of `s` at `i` as a number (both already known to be digits). */
const twoDigits = (s: string, i: number) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;

/**
 * '2026-11-22T13:02:03.123Z' exactly, read by Date.parse: this is ECMAScript's own date-time string
 * form, which every engine reads natively, while the overview's first judgement runs this file as cold
 * code (BENCHMARKS.md: 5,000 reads on a fresh process's first call, 6.2 ms this way, 8.5 ms digit by
 * digit). Engines accept some dates that do not exist (V8: Feb 30 as Mar 2, 24:00 as the next day):
 * those are refused here. Undefined when the pattern has to decide (another form, a leap second, a
 * field Date.parse refuses), null for a date or a time that does not exist.
 */
function exactApiInstant(s: string): number | null | undefined {
  if (!API_INSTANT_24.test(s)) return undefined;
  const ms = Date.parse(s);
  if (Number.isNaN(ms)) return undefined;
  if (twoDigits(s, 11) > 23) return null;
  const day = twoDigits(s, 8);
  if (day > 28 && !isoDateOk(twoDigits(s, 0) * 100 + twoDigits(s, 2), twoDigits(s, 5), day)) return null;
  return ms;
}
