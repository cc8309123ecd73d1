/**
 * uPlot (about 20 KiB gzipped) and the chart's options are the heaviest part of the overview and draw
 * nothing the first screen needs at once: they load on first use, after the page's rows and the chart's
 * table are on screen (the size budget, scripts/check-budgets.mjs). A failed load is tried again by the
 * next chart.
 */
type BarPlot = typeof import('./bar-plot.ts');

let pending: Promise<BarPlot> | null = null;

export function loadBarPlot(): Promise<BarPlot> {
  pending ??= import('./bar-plot.ts').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
