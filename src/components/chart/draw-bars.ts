import uPlot from 'uplot';
import { barOptions } from './bar-options.ts';
import { readChartTheme } from './chart-theme.ts';
import { formatCompact } from './compact-number.ts';

export interface DrawBarsInput {
  /** In order, left to right. */
  bars: readonly { label: string; value: number }[];
  seriesLabel: string;
  suggestedMax: number;
  height: number;
  /** The bar under the pointer, or null when it leaves the plot. */
  onHover: (index: number | null) => void;
}

/**
 * Draws the bars into `el` at its width, in the theme's colours read from it now (chart-theme.ts), and
 * redraws them when it is resized. Returns what lets go of uPlot. It comes with uPlot's chunk
 * (bar-plot.ts): none of it is part of the first screen.
 */
export function drawBars(
  el: HTMLElement,
  { bars, seriesLabel, suggestedMax, height, onHover }: DrawBarsInput,
) {
  let width = el.clientWidth;
  const options = barOptions({
    width,
    height,
    labels: bars.map((b) => b.label),
    seriesLabel,
    suggestedMax,
    formatTick: formatCompact,
    theme: readChartTheme(el),
    onHover,
  });
  const chart = new uPlot(options, [bars.map((_, i) => i), bars.map((b) => b.value)], el);
  const observer = new ResizeObserver(() => {
    if (el.clientWidth > 0 && el.clientWidth !== width) {
      width = el.clientWidth;
      chart.setSize({ width, height });
    }
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
