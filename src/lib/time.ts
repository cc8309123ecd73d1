/**
 * Every date and time the console shows (SPEC.md §9). This is the only file that imports Temporal, so
 * routes that show no time do not load the polyfill (ARCHITECTURE.md principle 8).
 *
 * Inputs are ISO 8601 instants with an offset, as the API sends them ('2026-11-22T13:02:03.123Z'); a
 * string without one is ambiguous and rejected with a RangeError that names it. Times are shown in the
 * viewer's time zone unless a zone is passed (tests pass one so they do not depend on the machine).
 */
import { Temporal } from 'temporal-polyfill';

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
/** Past this many elapsed days a relative time switches to calendar months (SPEC.md §9). */
const DAYS_BEFORE_MONTHS = 30;
const NANOS_PER_MINUTE = 60_000_000_000;

export const NO_SUCCESS_TEXT = 'Has not transferred successfully';
export const MISSING_TEXT = 'N/A';

const viewerTimeZone = () => Temporal.Now.timeZoneId();

function instantOf(iso: string): Temporal.Instant {
  try {
    return Temporal.Instant.from(iso);
  } catch {
    throw new RangeError(
      `Invalid timestamp "${iso}": expected an ISO 8601 instant with an offset, e.g. 2026-11-22T13:02:03.123Z`,
    );
  }
}

function zoned(instant: Temporal.Instant, timeZone: string): Temporal.ZonedDateTime {
  try {
    return instant.toZonedDateTimeISO(timeZone);
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}": expected an IANA name such as Europe/Berlin`);
  }
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * '12 sec ago', '5 min ago', '3 hours ago', '2 days ago', '4 months ago', '2 years ago'. Seconds,
 * minutes, hours and days count elapsed time; months and years are calendar differences in the viewer's
 * zone (Jan 31 → Feb 29 is not yet a month). A time in the future (clock skew) reads '0 sec ago'.
 */
export function formatRelative(iso: string, now: number = Date.now(), timeZone = viewerTimeZone()): string {
  if (!Number.isFinite(now)) throw new RangeError(`Invalid "now" epoch milliseconds: ${now}`);
  const then = instantOf(iso);
  const elapsedMs = Math.max(0, now - then.epochMilliseconds);
  const seconds = Math.floor(elapsedMs / MS_PER_SECOND);
  if (seconds < SECONDS_PER_MINUTE) return `${seconds} sec ago`;
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  if (minutes < MINUTES_PER_HOUR) return `${minutes} min ago`;
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return plural(hours, 'hour');
  const days = Math.floor(hours / HOURS_PER_DAY);
  if (days < DAYS_BEFORE_MONTHS) return plural(days, 'day');
  const start = zoned(then, timeZone);
  const end = zoned(Temporal.Instant.fromEpochMilliseconds(now), timeZone);
  const { years, months } = start.until(end, { largestUnit: 'years' });
  if (years >= 1) return plural(years, 'year');
  // 30 elapsed days can still be short of a calendar month (Jan 1 → Jan 31); it is shown as one.
  return plural(Math.max(1, months), 'month');
}

/** The "Last Successful Sync" cell: a relative time, or the SPEC.md §9 text when nothing succeeded. */
export function formatLastSuccess(iso: string | null, now: number = Date.now(), timeZone?: string): string {
  return iso === null ? NO_SUCCESS_TEXT : formatRelative(iso, now, timeZone);
}

/** '<1m', '12m', '1h 5m', '26h 0m': hours and minutes of a run; 'N/A' until both ends are known. */
export function formatDuration(startIso: string | null, endIso: string | null): string {
  if (startIso === null || endIso === null) return MISSING_TEXT;
  const ms = instantOf(endIso).epochMilliseconds - instantOf(startIso).epochMilliseconds;
  const totalMinutes = Math.floor(ms / (MS_PER_SECOND * SECONDS_PER_MINUTE));
  // Under a minute, and an end before the start (clock skew between workers), both read '<1m'.
  if (totalMinutes < 1) return '<1m';
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  return hours === 0 ? `${minutes}m` : `${hours}h ${minutes}m`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'GMT+1', 'GMT-3', 'GMT+5:30', 'GMT+0': the offset in force at that instant, DST included. */
function offsetLabel(offsetNanoseconds: number): string {
  const totalMinutes = Math.round(offsetNanoseconds / NANOS_PER_MINUTE);
  const sign = totalMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(totalMinutes) / MINUTES_PER_HOUR);
  const minutes = Math.abs(totalMinutes) % MINUTES_PER_HOUR;
  return `GMT${sign}${hours}${minutes === 0 ? '' : `:${pad(minutes)}`}`;
}

/** '2026-11-22 14:02:03.123 GMT+1' (yyyy-MM-dd HH:mm:ss.SSS plus the zone's offset); 'N/A' for null. */
export function formatTimestamp(iso: string | null, timeZone: string = viewerTimeZone()): string {
  if (iso === null) return MISSING_TEXT;
  const t = zoned(instantOf(iso), timeZone);
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  const time = `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}.${pad(t.millisecond, 3)}`;
  return `${date} ${time} ${offsetLabel(t.offsetNanoseconds)}`;
}

/** '14:02' (24-hour), for "as of 14:02" next to data shown from the offline cache. */
export function formatClock(epochMs: number, timeZone: string = viewerTimeZone()): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Invalid epoch milliseconds: ${epochMs}`);
  const t = zoned(Temporal.Instant.fromEpochMilliseconds(Math.trunc(epochMs)), timeZone);
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** What <input type="datetime-local"> produces: a date and a time of day, no zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

/**
 * A date-time typed without a zone, read as UTC (the sync dialog's window, SPEC.md §9):
 * '2026-11-22T14:02' → '2026-11-22T14:02:00Z'. Anything else (a partial value, 2026-02-30, a string
 * with its own offset) is a RangeError that names it.
 */
export function utcInstantFromDateTime(local: string): string {
  const invalid = () =>
    new RangeError(`Invalid date-time "${local}": expected yyyy-MM-ddTHH:mm, read as UTC`);
  if (!LOCAL_DATE_TIME.test(local)) throw invalid();
  try {
    return Temporal.PlainDateTime.from(local, { overflow: 'reject' })
      .toZonedDateTime('UTC')
      .toInstant()
      .toString();
  } catch {
    throw invalid();
  }
}
