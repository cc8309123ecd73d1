/** What the plot needs once it draws, loaded as one chunk after the first render (load-bar-plot.ts). */
export { default as uPlot } from 'uplot';
export { barOptions } from './bar-options.ts';
