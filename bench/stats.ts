/** The bench's statistics: medians of a few runs, percentiles of many requests (nearest-rank), ratios of pairs. */

function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('No values to summarise.');
  return [...values].sort((a, b) => a - b);
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Nearest-rank percentile: the smallest value with at least p % of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (p <= 0 || p > 100) throw new Error(`Percentile must be in (0, 100], not ${p}.`);
  const s = sorted(values);
  return s[Math.ceil((p / 100) * s.length) - 1] as number;
}

/** How a set of runs scatters: its interquartile range (nearest-rank quartiles). */
export function spread(values: readonly number[]): { low: number; high: number } {
  return { low: percentile(values, 25), high: percentile(values, 75) };
}

/** Each pair's ratio a/b, in pair order; the two lists must pair up. */
export function pairRatios(a: readonly number[], b: readonly number[]): number[] {
  if (a.length !== b.length) throw new Error(`Unpaired runs: ${a.length} against ${b.length}.`);
  return a.map((x, i) => {
    const y = b[i] as number;
    if (!(y > 0)) throw new Error(`A reference run of ${y} cannot divide.`);
    return x / y;
  });
}
