import { civilMs, isoDateOk, parseInstant } from './time-civil.ts';

/**
 * The one form the API sends ('2026-11-22T13:02:03.123Z'), read without the general pattern's work
 * (offsets, basic forms, annotations, 9 fraction digits): the overview judges 5,000 destinations by
 * their times at once (issue 25: 5 ms for all of them). Anything else goes to parseInstant; the result
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

/** Digit `i` of `s`, or NaN when it is not one. */
function digit(s: string, i: number): number {
  const d = s.charCodeAt(i) - 48;
  return d >= 0 && d <= 9 ? d : Number.NaN;
}

/**
 * '2026-11-22T13:02:03.123Z' exactly, read digit by digit (no pattern, no strings made): the form every
 * instant of the API has. Undefined for any other text (the pattern then decides), null for a date or a
 * time that does not exist.
 */
function exactApiInstant(s: string): number | null | undefined {
  if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') return undefined;
  if (s[19] !== '.' || s[23] !== 'Z') return undefined;
  const year = digit(s, 0) * 1000 + digit(s, 1) * 100 + digit(s, 2) * 10 + digit(s, 3);
  const month = digit(s, 5) * 10 + digit(s, 6);
  const day = digit(s, 8) * 10 + digit(s, 9);
  const hour = digit(s, 11) * 10 + digit(s, 12);
  const minute = digit(s, 14) * 10 + digit(s, 15);
  const second = digit(s, 17) * 10 + digit(s, 18);
  const ms = digit(s, 20) * 100 + digit(s, 21) * 10 + digit(s, 22);
  // Any character that is not a digit made its field NaN: the pattern decides.
  if (Number.isNaN(year + month + day + hour + minute + second + ms)) return undefined;
  if (year < 100 || !isoDateOk(year, month, day) || hour > 23 || minute > 59 || second > 60) {
    return year < 100 ? undefined : null;
  }
  return Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59), ms);
}
