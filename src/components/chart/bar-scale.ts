/**
 * The arithmetic of a bar chart's axes, apart from uPlot so it can be tested: where the y axis stops,
 * and which bar positions get an x label.
 */

/**
 * The y axis runs from 0 to `suggestedMax`, or higher when the data does: then to the data's maximum
 * rounded up to two significant digits (1,234,567 → 1,300,000), so the tallest bar nearly fills it.
 */
export function yRange(dataMax: number | null, suggestedMax: number): [number, number] {
  const max = dataMax !== null && Number.isFinite(dataMax) ? dataMax : 0;
  return [0, max <= suggestedMax ? suggestedMax : ceilToTwoDigits(max)];
}

export function ceilToTwoDigits(n: number): number {
  if (n <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / step) * step;
}

/**
 * Bars sit at whole positions 0..count-1; half a slot of room on each side keeps the first and last
 * bar whole.
 */
export function xRange(count: number): [number, number] {
  return [-0.5, Math.max(count, 1) - 0.5];
}

/**
 * Every how many bars a label may go, fewest first; uPlot takes the first that leaves labels room.
 * Whole steps only: a label at 2.5 would name no bar. 7 and 14 keep labels on the same weekday.
 */
export const X_LABEL_STEPS = [1, 2, 3, 7, 14, 30, 60, 90, 180, 365];

/** The label of the bar at a split, or nothing between bars or past the ends. */
export function labelAt(labels: readonly string[], split: number): string {
  return Number.isInteger(split) ? (labels[split] ?? '') : '';
}
