/** What the plot needs once it draws, loaded as one chunk after the first render (load-bar-plot.ts). */
// First: uPlot reads navigator.language as it loads, and throws on a locale Intl refuses.
import './navigator-locale.ts';

export { drawBars } from './draw-bars.ts';
