/**
 * Overdue destinations: silently stuck ones, whose last transfer may well have succeeded but
 * which have not transferred for much longer than their schedule says. Computed in the console from the
 * destination list alone; the server's scheduler (server/runner/scheduler.ts) runs a destination when its
 * frequency has passed, so a destination twice as late as that has stopped being run.
 *
 * An enabled destination is overdue when its last successful transfer ended more than OVERDUE_FACTOR
 * times its effective frequency ago (frequency_minutes; the organisation's default when that is 0; 1440
 * when the default is unknown), or it never succeeded and was created more than that long ago, and no
 * transfer of it is known to be running. Judged at a time the caller gives: the console judges now, from
 * the last transfers its data holds (offline: the copy, whose age the page shows), as the relative times
 * beside it read ("last success 3 days ago"). Judged at the copy's own time instead, a copy saved before a
 * refresh that changed nothing (persistence.ts keeps its older time) listed fewer than the screen had.
 */
import { parseApiInstant } from './api-instant.ts';
import { formatClock, formatDay } from './time.ts';
import { civilIn } from './time-civil.ts';

export const OVERDUE_FACTOR = 2;
/** The server's fallback when the organisation has no default frequency either (CONTRACT.md §5). */
export const FALLBACK_FREQUENCY_MINUTES = 1440;
const MS_PER_MINUTE = 60_000;

/** What the rule reads of a destination; rows saved by an older console may lack the last three. */
export interface OverdueFacts {
  last_successful_transfer_ended_at: string | null;
  is_enabled?: boolean;
  frequency_minutes?: number;
  created_at?: string;
}

export interface OverdueContext {
  /** Epoch ms the destinations are judged at. */
  asOf: number;
  /** The organisation's default_frequency_minutes; undefined or 0 when unknown. */
  defaultFrequencyMinutes?: number;
  /** Whether a transfer of this destination is known to be PENDING or RUNNING. */
  running?: boolean;
}

export interface Overdue {
  /** Whole frequencies elapsed since the last success (or creation): at least OVERDUE_FACTOR. */
  times: number;
  /** The frequency the destination runs at, in minutes. */
  frequencyMinutes: number;
  /** Epoch ms of the last success, or null when it never succeeded. */
  lastSuccessAt: number | null;
  /** Epoch ms the lateness counts from: the last success, else the creation. */
  since: number;
  /**
   * Epoch ms it became overdue (since + OVERDUE_FACTOR frequencies). Unlike `times`, it does not move
   * with the time judged at, so an order by it holds while the page stays open and offline.
   */
  overdueSince: number;
}

/** A transfer seen PENDING or RUNNING this long before the time judged at says nothing about then. */
export const RUNNING_SEEN_MS = 60 * 60 * 1000;

/** Whether a transfer seen in flight at `seenAt` (epoch ms; undefined: never) counts as running at `asOf`. */
export const runningAt = (seenAt: number | undefined, asOf: number) =>
  seenAt !== undefined && seenAt >= asOf - RUNNING_SEEN_MS;

export function effectiveFrequencyMinutes(frequency: number, orgDefault: number | undefined): number {
  if (frequency > 0) return frequency;
  return orgDefault !== undefined && orgDefault > 0 ? orgDefault : FALLBACK_FREQUENCY_MINUTES;
}

/**
 * How overdue the destination is, or null when it is not (or cannot be told: a field missing or
 * unreadable). A time in the future (a clock ahead of the viewer's) counts as no time elapsed.
 */
export function overdueOf(d: OverdueFacts, context: OverdueContext): Overdue | null {
  if (d.is_enabled !== true || context.running || typeof d.frequency_minutes !== 'number') return null;
  const lastSuccessAt =
    d.last_successful_transfer_ended_at === null
      ? null
      : parseApiInstant(d.last_successful_transfer_ended_at);
  const since = d.last_successful_transfer_ended_at === null ? parseCreated(d.created_at) : lastSuccessAt;
  if (since === null || !Number.isFinite(context.asOf)) return null;
  const frequencyMinutes = effectiveFrequencyMinutes(d.frequency_minutes, context.defaultFrequencyMinutes);
  const periodMs = frequencyMinutes * MS_PER_MINUTE;
  const elapsedMs = context.asOf - since;
  if (!(elapsedMs > OVERDUE_FACTOR * periodMs)) return null;
  return {
    times: Math.floor(elapsedMs / periodMs),
    frequencyMinutes,
    lastSuccessAt,
    since,
    overdueSince: since + OVERDUE_FACTOR * periodMs,
  };
}

/**
 * For judging many destinations at one time: the text a last success as the API writes it
 * ('2026-11-20T09:00:00.000Z', as toISOString) is at least when it is recent enough that the destination
 * cannot be overdue. Such instants order as text, so most destinations are told without parsing their
 * time. Any other form leaves it to overdueOf, as does U+FFFF, which no instant reaches: what is
 * returned when nothing can be told (no frequency, no time to judge at, a year past 9999).
 */
export function recentSuccessThreshold(
  asOf: number,
  frequency: number | undefined,
  orgDefault: number | undefined,
): string {
  if (frequency === undefined || !Number.isFinite(asOf)) return '\uffff';
  const at = asOf - OVERDUE_FACTOR * effectiveFrequencyMinutes(frequency, orgDefault) * MS_PER_MINUTE;
  // Only years 0000-9999 are written in 24 characters.
  return at >= -62_167_219_200_000 && at < 253_402_300_800_000 ? new Date(at).toISOString() : '\uffff';
}

const parseCreated = (iso: string | undefined) => (iso === undefined ? null : parseApiInstant(iso));

const EVERY: Record<number, string> = {
  15: 'runs every 15 minutes',
  60: 'runs hourly',
  360: 'runs every 6 hours',
  720: 'runs every 12 hours',
  1440: 'runs daily',
};

/** 'runs daily', 'runs hourly', 'runs every 6 hours'; an organisation's own default in its unit. */
export function frequencyWords(minutes: number): string {
  const known = EVERY[minutes];
  if (known) return known;
  if (minutes % 1440 === 0) return `runs every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return `runs every ${minutes / 60} hours`;
  return `runs every ${minutes} minutes`;
}

const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/**
 * How long past its next due run the destination is at `asOf` (epoch ms): the last success (or the
 * creation) plus one frequency was when it should have run again. At least one frequency once overdue.
 */
export const lateByMs = (overdue: Overdue, asOf: number) =>
  Math.max(0, asOf - overdue.since - overdue.frequencyMinutes * MS_PER_MINUTE);

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * 'late by 3 days', 'late by 5 hours', 'late by 40 minutes': elapsed time, whole units rounded down, in
 * the largest unit reached (days of 24 hours, as a schedule counts them, not calendar days).
 */
export function lateByWords(overdue: Overdue, asOf: number): string {
  const ms = lateByMs(overdue, asOf);
  if (ms >= MS_PER_DAY) return `late by ${unit(Math.floor(ms / MS_PER_DAY), 'day')}`;
  if (ms >= MS_PER_HOUR) return `late by ${unit(Math.floor(ms / MS_PER_HOUR), 'hour')}`;
  return `late by ${unit(Math.max(1, Math.floor(ms / MS_PER_MINUTE)), 'minute')}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * When a last success (or a creation) was, as a person says it in the viewer's calendar: 'today 09:12',
 * 'yesterday 18:04', 'Nov 29', 'Nov 29 2025' (another year). `timeZone` is resolved once by the caller:
 * finding the viewer's zone costs about a millisecond, too much per row.
 */
export function dayWords(epochMs: number, asOf: number, timeZone: string): string {
  const then = civilIn(epochMs, timeZone);
  const now = civilIn(asOf, timeZone);
  const days =
    (Date.UTC(now.year, now.month - 1, now.day) - Date.UTC(then.year, then.month - 1, then.day)) / MS_PER_DAY;
  if (days === 0) return `today ${formatClock(epochMs, timeZone)}`;
  if (days === 1) return `yesterday ${formatClock(epochMs, timeZone)}`;
  const day = formatDay(`${String(then.year).padStart(4, '0')}-${pad2(then.month)}-${pad2(then.day)}`);
  return then.year === now.year ? day : `${day} ${then.year}`;
}

/**
 * The Overdue tab's words: 'late by 2 days: runs every 6 hours, last success Nov 29'; for one that never
 * succeeded, 'late by 13 days: runs hourly, never succeeded, created Nov 19'. How many frequencies have
 * passed ('336×') is not said: no one reads it.
 */
export function lateWords(overdue: Overdue, asOf: number, timeZone: string): string {
  const last =
    overdue.lastSuccessAt === null
      ? `never succeeded, created ${dayWords(overdue.since, asOf, timeZone)}`
      : `last success ${dayWords(overdue.lastSuccessAt, asOf, timeZone)}`;
  return `${lateByWords(overdue, asOf)}: ${frequencyWords(overdue.frequencyMinutes)}, ${last}`;
}
