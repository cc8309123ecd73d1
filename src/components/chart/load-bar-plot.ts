/**
 * uPlot (about 20 KiB gzipped) and the chart's options are the heaviest part of the overview and draw
 * nothing the first screen needs at once: they load on first use, after the page's rows and the chart's
 * table are on screen (the size budget, scripts/check-budgets.mjs). A failed load shows an error with
 * "Try again" in the chart's place (bar-chart.tsx), which loads it again.
 */
import { loadOnce } from '../../lib/load-once.ts';

export const loadBarPlot = loadOnce(() => import('./bar-plot.ts'));
