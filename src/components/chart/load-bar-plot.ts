/**
 * uPlot (about 20 KiB gzipped) and the chart's options are the heaviest part of the overview and draw
 * nothing the first screen needs at once: they load on first use, once the page's first content is on
 * screen (lib/first-content.ts). A failed load shows an error with
 * "Try again" in the chart's place (bar-chart.tsx), which loads it again.
 */
import { afterFirstContent } from '../../lib/first-content.ts';
import { loadOnce } from '../../lib/load-once.ts';

export const loadBarPlot = loadOnce(() => afterFirstContent().then(() => import('./bar-plot.ts')));
