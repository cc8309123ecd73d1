/**
 * Number and word formatting for counts shown in tables and footers. The locale is fixed to en-US so
 * every viewer reads '12,345' as SPEC.md shows it, whatever the browser's language.
 */
let countFormat: Intl.NumberFormat | undefined;

/** '12,345'. Counts are whole numbers; a fraction is rounded. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Cannot format ${n} as a count`);
  // Made on first use: the first Intl formatter costs a slow phone tens of ms, not at start-up.
  countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return countFormat.format(n);
}

/**
 * The word alone, for `${formatCount(n)} ${pluralize(n, 'alert', 'alerts')}`: singular for exactly one
 * (1 alert), plural otherwise (0 alerts, 2 alerts).
 */
export function pluralize(n: number, singular: string, plural: string): string {
  return n === 1 ? singular : plural;
}
