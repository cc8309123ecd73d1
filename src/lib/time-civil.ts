/**
 * Calendar fields of an instant in a time zone, the instant of calendar fields in a zone, and ISO 8601
 * instant parsing, with Date and Intl only (for time.ts). Dates are proleptic ISO, like Temporal's: the
 * zone's offset comes from Intl, the fields from Date's UTC arithmetic.
 */

export interface Civil {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** The zone's offset from UTC at that instant, DST included. */
  offsetMs: number;
}

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;
const NS_PER_MS = 1_000_000;
/** Date's (and Temporal.Instant's) range: ±10^8 days around 1970. */
const MAX_EPOCH_MS = 8.64e15;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real ISO calendar date (month 1–12, a day that month has). */
export function isoDateOk(year = Number.NaN, month = Number.NaN, day = Number.NaN): boolean {
  return Number.isInteger(year) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Epoch ms of these fields read as UTC (years 0–99 included, which Date.UTC would move to 19xx). */
export function civilMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      throw new RangeError(`Unknown time zone "${timeZone}": expected an IANA name such as Europe/Berlin`);
    }
    offsetFormats.set(timeZone, format);
  }
  return format;
}

const OFFSET_NAME = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The zone's offset at an instant: 'GMT+05:30' → 19,800,000. */
function offsetAt(epochMs: number, timeZone: string): number {
  const name = offsetFormat(timeZone)
    .formatToParts(epochMs)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = OFFSET_NAME.exec(name ?? '');
  if (!match) throw new RangeError(`Unreadable offset "${name}" of time zone "${timeZone}"`);
  const [, sign, h = '0', m = '0', s = '0'] = match;
  const ms = Number(h) * MS_PER_HOUR + Number(m) * MS_PER_MINUTE + Number(s) * MS_PER_SECOND;
  return sign === '-' ? -ms : ms;
}

/** The calendar fields of an instant in a zone. */
export function civilIn(epochMs: number, timeZone: string): Civil {
  const offsetMs = offsetAt(epochMs, timeZone);
  const wall = new Date(epochMs + offsetMs);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    offsetMs,
  };
}

/**
 * The instant a wall-clock time (given as civilMs) names in a zone, as Temporal's 'compatible'
 * disambiguation does: the earlier of a repeated time (fall back), and a skipped time (spring forward)
 * moved later by the length of the gap.
 */
export function epochOfCivil(wallMs: number, timeZone: string): number {
  const before = offsetAt(wallMs - MS_PER_DAY, timeZone);
  const after = offsetAt(wallMs + MS_PER_DAY, timeZone);
  const fits = [wallMs - before, wallMs - after].filter(
    (epoch) => offsetAt(epoch, timeZone) === wallMs - epoch,
  );
  return fits.length > 0 ? Math.min(...fits) : wallMs - before;
}

/**
 * An ISO 8601 instant as Temporal.Instant.from reads it: a date, 'T' (or 't' or a space), a time of
 * hours with optional minutes, seconds and up to 9 fraction digits, and a 'Z' or numeric offset, then
 * optional bracketed annotations ('[Europe/Berlin]', ignored). Basic forms without separators too; a
 * leap second (:60) reads as :59. Epoch milliseconds (rounded down), or null when it is not one.
 */
const INSTANT =
  /^([+-]\d{6}|\d{4})(-?)(\d{2})\2(\d{2})[Tt ](\d{2})(?:(:?)(\d{2})(?:\6(\d{2})(?:[.,](\d{1,9}))?)?)?(?:[Zz]|([+-])(\d{2})(?:(:?)(\d{2})(?:\12(\d{2})(?:[.,](\d{1,9}))?)?)?)(?:\[!?[\w+\-/=.]+\])*$/;

const fractionNs = (digits = '') => Number(digits.padEnd(9, '0'));

export function parseInstant(iso: string): number | null {
  const m = INSTANT.exec(iso);
  if (!m || m[1] === '-000000') return null;
  const [year, month, day, hour, minute = 0, second = 0] = [m[1], m[3], m[4], m[5], m[7], m[8]].map((part) =>
    Number(part ?? 0),
  ) as [number, number, number, number, number, number];
  const [offsetH, offsetM, offsetS] = [m[11], m[13], m[14]].map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  if (!isoDateOk(year, month, day) || hour > 23 || minute > 59 || second > 60) return null;
  if (offsetH > 23 || offsetM > 59 || offsetS > 59) return null;
  const sign = m[10] === '-' ? -1 : 1;
  const offsetWholeMs = sign * (offsetH * MS_PER_HOUR + offsetM * MS_PER_MINUTE + offsetS * MS_PER_SECOND);
  const wholeMs = civilMs(year, month, day, hour, minute, Math.min(second, 59)) - offsetWholeMs;
  const epochMs = wholeMs + Math.floor((fractionNs(m[9]) - sign * fractionNs(m[15])) / NS_PER_MS);
  return Math.abs(epochMs) <= MAX_EPOCH_MS ? epochMs : null;
}
