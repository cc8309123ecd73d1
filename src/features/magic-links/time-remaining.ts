/**
 * The Time Remaining column (SPEC.md §9): a magic link lasts 7 days from created_at. Whole days and
 * hours while a day or more is left ('6 days 23 hours'), then hours and minutes, then minutes, and
 * 'Expired' once the time has passed. Rounded down: a link never reads as living longer than it does.
 */
import { MAGIC_LINK_LIFETIME_MS } from '../../api/schemas/magic-link.ts';
import { pluralize } from '../../lib/format.ts';

export const EXPIRED_TEXT = 'Expired';
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const unit = (n: number, singular: string, plural: string) => `${n} ${pluralize(n, singular, plural)}`;

/** The moment a link made at `createdAtIso` stops working, in epoch ms (NaN for a bad timestamp). */
export const expiresAtMs = (createdAtIso: string) => Date.parse(createdAtIso) + MAGIC_LINK_LIFETIME_MS;

export function timeRemaining(createdAtIso: string, nowMs: number): string {
  const left = expiresAtMs(createdAtIso) - nowMs;
  if (Number.isNaN(left)) throw new RangeError(`Not a timestamp: ${JSON.stringify(createdAtIso)}`);
  if (left <= 0) return EXPIRED_TEXT;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${unit(days, 'day', 'days')} ${unit(hours, 'hour', 'hours')}`;
  if (hours > 0) return `${unit(hours, 'hour', 'hours')} ${unit(minutes, 'min', 'min')}`;
  if (minutes > 0) return unit(minutes, 'min', 'min');
  return 'Less than a minute';
}
