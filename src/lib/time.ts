/**
 * Every date and time the console shows (SPEC.md §9), with the platform's Date and Intl only: the
 * Temporal polyfill would add about 18 KiB gzipped to every page (the size budget,
 * scripts/check-budgets.mjs; README "Dates and times"). Calendar arithmetic in a zone (months ago,
 * "today") follows Temporal's rules, which the tests pin and time-temporal.test.ts checks against the
 * polyfill.
 *
 * Inputs are ISO 8601 instants with an offset, as the API sends them ('2026-11-22T13:02:03.123Z'); a
 * string without one is ambiguous and rejected with a RangeError that names it. Times are shown in the
 * viewer's time zone unless a zone is passed (tests pass one so they do not depend on the machine).
 */
import { civilIn, civilMs, epochOfCivil, isoDateOk, parseInstant } from './time-civil.ts';

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
/** Past this many elapsed days a relative time switches to calendar months (SPEC.md §9). */
const DAYS_BEFORE_MONTHS = 30;
const MS_PER_MINUTE = MS_PER_SECOND * SECONDS_PER_MINUTE;

export const NO_SUCCESS_TEXT = 'Has not transferred successfully';
export const MISSING_TEXT = 'N/A';

// Read once per zone of the machine: an Intl.DateTimeFormat per call costs ~1 ms, and a table calls this
// for every cell. The UTC offsets of a winter and a summer day tell cheaply when the zone has changed.
let viewerZone = { probe: '', name: 'UTC' };
const WINTER = Date.UTC(2026, 0, 1);
const SUMMER = Date.UTC(2026, 6, 1);
function viewerTimeZone(): string {
  const probe = `${new Date(WINTER).getTimezoneOffset()} ${new Date(SUMMER).getTimezoneOffset()}`;
  if (probe !== viewerZone.probe) {
    viewerZone = { probe, name: new Intl.DateTimeFormat().resolvedOptions().timeZone };
  }
  return viewerZone.name;
}

function instantOf(iso: string): number {
  const epochMs = parseInstant(iso);
  if (epochMs === null) {
    throw new RangeError(
      `Invalid timestamp "${iso}": expected an ISO 8601 instant with an offset, e.g. 2026-11-22T13:02:03.123Z`,
    );
  }
  return epochMs;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Whole calendar years and months from one day to a later one (Temporal's PlainDate.until with
 * largestUnit 'years'): a month is passed once the same day number is reached, so Jan 31 → Feb 29 is
 * not yet a month.
 */
function calendarYearsMonths(from: readonly [number, number, number], to: readonly [number, number, number]) {
  const surpasses = (y: number, m: number, d: number) =>
    y !== to[0] ? y > to[0] : m !== to[1] ? m > to[1] : d > to[2];
  let years = 0;
  while (!surpasses(from[0] + years + 1, from[1], from[2])) years += 1;
  let months = 0;
  const monthAfter = (n: number) => {
    const index = from[1] - 1 + n;
    return [from[0] + years + Math.floor(index / 12), (((index % 12) + 12) % 12) + 1] as const;
  };
  while (!surpasses(...monthAfter(months + 1), from[2])) months += 1;
  return { years, months };
}

/**
 * '12 sec ago', '5 min ago', '3 hours ago', '2 days ago', '4 months ago', '2 years ago'. Seconds,
 * minutes, hours and days count elapsed time; months and years are calendar differences in the viewer's
 * zone (Jan 31 → Feb 29 is not yet a month). A time in the future (clock skew) reads '0 sec ago'.
 */
export function formatRelative(iso: string, now: number = Date.now(), timeZone = viewerTimeZone()): string {
  if (!Number.isFinite(now)) throw new RangeError(`Invalid "now" epoch milliseconds: ${now}`);
  const then = instantOf(iso);
  const elapsedMs = Math.max(0, now - then);
  const seconds = Math.floor(elapsedMs / MS_PER_SECOND);
  if (seconds < SECONDS_PER_MINUTE) return `${seconds} sec ago`;
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  if (minutes < MINUTES_PER_HOUR) return `${minutes} min ago`;
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return plural(hours, 'hour');
  const days = Math.floor(hours / HOURS_PER_DAY);
  if (days < DAYS_BEFORE_MONTHS) return plural(days, 'day');
  // Temporal's ZonedDateTime.until: the end's day counts only once the start's time of day is reached
  // on it (in the zone, a DST gap moving that time later), else the day before, or the one before that.
  const start = civilIn(then, timeZone);
  const end = civilIn(now, timeZone);
  const startTime = civilMs(1970, 1, 1, start.hour, start.minute, start.second, start.millisecond);
  let endDay: [number, number, number] = [end.year, end.month, end.day];
  for (let back = 0; back < 2; back += 1) {
    const at = epochOfCivil(civilMs(endDay[0], endDay[1], endDay[2]) + startTime, timeZone);
    if (at <= now) break;
    const previous = new Date(civilMs(endDay[0], endDay[1], endDay[2]) - HOURS_PER_DAY * 3_600_000);
    endDay = [previous.getUTCFullYear(), previous.getUTCMonth() + 1, previous.getUTCDate()];
  }
  const { years, months } = calendarYearsMonths([start.year, start.month, start.day], endDay);
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
  const ms = instantOf(endIso) - instantOf(startIso);
  const totalMinutes = Math.floor(ms / MS_PER_MINUTE);
  // Under a minute, and an end before the start (clock skew between workers), both read '<1m'.
  if (totalMinutes < 1) return '<1m';
  const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  return hours === 0 ? `${minutes}m` : `${hours}h ${minutes}m`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'GMT+1', 'GMT-3', 'GMT+5:30', 'GMT+0': the offset in force at that instant, DST included. */
function offsetLabel(offsetMs: number): string {
  const totalMinutes = Math.round(offsetMs / MS_PER_MINUTE);
  const sign = totalMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(totalMinutes) / MINUTES_PER_HOUR);
  const minutes = Math.abs(totalMinutes) % MINUTES_PER_HOUR;
  return `GMT${sign}${hours}${minutes === 0 ? '' : `:${pad(minutes)}`}`;
}

/** '2026-11-22 14:02:03.123 GMT+1' (yyyy-MM-dd HH:mm:ss.SSS plus the zone's offset); 'N/A' for null. */
export function formatTimestamp(iso: string | null, timeZone: string = viewerTimeZone()): string {
  if (iso === null) return MISSING_TEXT;
  const t = civilIn(instantOf(iso), timeZone);
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  const time = `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}.${pad(t.millisecond, 3)}`;
  return `${date} ${time} ${offsetLabel(t.offsetMs)}`;
}

/** '14:02' (24-hour), for "as of 14:02" next to data shown from the offline cache. */
export function formatClock(epochMs: number, timeZone: string = viewerTimeZone()): string {
  if (!Number.isFinite(epochMs)) throw new RangeError(`Invalid epoch milliseconds: ${epochMs}`);
  const t = civilIn(Math.trunc(epochMs), timeZone);
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

/** Days since the epoch of a civil date: whole days between two dates, whatever the zone's offsets. */
const civilDay = (t: { year: number; month: number; day: number }) =>
  Date.UTC(t.year, t.month - 1, t.day) / (24 * 60 * 60 * 1000);

/**
 * When data shown from the offline copy was fetched, for "as of …": '14:02' today, 'yesterday 18:04',
 * 'Nov 21, 14:02' on an earlier day this year, 'Nov 21 2025, 14:02' before that (a copy lasts until it
 * is replaced, and a bare clock time would then mislead). Days are the viewer's calendar days.
 */
export function formatDataTime(
  epochMs: number,
  now: number = Date.now(),
  timeZone = viewerTimeZone(),
): string {
  const clock = formatClock(epochMs, timeZone);
  const then = civilIn(Math.trunc(epochMs), timeZone);
  const today = Number.isFinite(now) ? civilIn(Math.trunc(now), timeZone) : undefined;
  const daysAgo = today ? civilDay(today) - civilDay(then) : Number.NaN;
  if (daysAgo === 0) return clock;
  if (daysAgo === 1) return `yesterday ${clock}`;
  const year = then.year === today?.year ? '' : ` ${then.year}`;
  return `${MONTH_NAMES[then.month - 1]} ${then.day}${year}, ${clock}`;
}

/** What <input type="datetime-local"> produces: a date and a time of day, no zone. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;
const LAST_SECOND = 59;

/**
 * A date-time typed without a zone, read as UTC (the sync dialog's window, SPEC.md §9):
 * '2026-11-22T14:02' → '2026-11-22T14:02:00Z'. Anything else (a partial value, 2026-02-30, a string
 * with its own offset) is a RangeError that names it.
 */
export function utcInstantFromDateTime(local: string): string {
  const match = LOCAL_DATE_TIME.exec(local);
  const [y, mo, d, h = 0, mi = 0, s = 0] = (match?.slice(1, 7) ?? []).map((part) => Number(part ?? 0));
  if (!match || !isoDateOk(y, mo, d) || h > 23 || mi > 59 || s > 60) {
    throw new RangeError(`Invalid date-time "${local}": expected yyyy-MM-ddTHH:mm, read as UTC`);
  }
  // A leap second (:60) is read as :59, as Temporal does; the fraction is kept without trailing zeros.
  const fraction = (match[7] ?? '').replace(/0+$/, '');
  const time = `${match[4]}:${match[5]}:${pad(Math.min(s, LAST_SECOND))}${fraction ? `.${fraction}` : ''}`;
  return `${match[1]}-${match[2]}-${match[3]}T${time}Z`;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day of the API's daily statistics ('2026-11-22') as a chart label: 'Nov 22' (short) or
 * 'Sun, Nov 22, 2026' (long). The day is a date, not an instant: it is named as sent and never moved
 * through a time zone, which would show the previous day to every viewer west of UTC. English names,
 * like the counts beside them (src/lib/format.ts). Anything but a real yyyy-MM-dd is a RangeError.
 */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const [year = 0, month = 0, date = 0] = (CALENDAR_DAY.exec(day)?.slice(1) ?? []).map(Number);
  if (!isoDateOk(year, month, date)) {
    throw new RangeError(`Invalid day "${day}": expected a calendar date yyyy-MM-dd, e.g. 2026-11-22`);
  }
  const short = `${MONTH_NAMES[month - 1]} ${date}`;
  if (style === 'short') return short;
  const weekday = new Date(civilMs(year, month, date)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${short}, ${year}`;
}
