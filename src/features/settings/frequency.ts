const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** A sync frequency in minutes as a person says it: 'Every 15 minutes', 'Every 6 hours', 'Every day'. */
export function formatFrequency(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return 'Not set';
  if (minutes % MINUTES_PER_DAY === 0) return `Every ${plural(minutes / MINUTES_PER_DAY, 'day', 'days')}`;
  if (minutes % MINUTES_PER_HOUR === 0) return `Every ${plural(minutes / MINUTES_PER_HOUR, 'hour', 'hours')}`;
  return `Every ${plural(minutes, 'minute', 'minutes')}`;
}
