import uPlot from 'uplot';
import { labelAt, X_LABEL_STEPS, xRange, yRange } from './bar-scale.ts';
import type { ChartTheme } from './chart-theme.ts';
import { hoverBand } from './hover-band.ts';

export interface BarOptionsInput {
  width: number;
  height: number;
  /** Short label of each bar, for the x axis. */
  labels: readonly string[];
  seriesLabel: string;
  suggestedMax: number;
  formatTick: (n: number) => string;
  theme: ChartTheme;
  /** The bar under the pointer, or null when it leaves the plot. */
  onHover: (index: number | null) => void;
}

/** Labels need about this much room so neighbours never touch ('Nov 22' at 12 px). */
const X_LABEL_SPACE_PX = 56;
const Y_TICK_SPACE_PX = 36;
/** Height of the x axis: one line of labels and a little air (uPlot's default leaves a wide gap). */
const X_AXIS_SIZE_PX = 32;
/** Share of a slot a bar fills, and its widest, in CSS pixels. */
const BAR_SIZE: [number, number] = [0.7, 48];

/**
 * One series of bars at positions 0..n-1 (a plain number scale: the days are labels, not instants).
 * No zooming, no legend (the page draws its own readout), no hover dots; the pointer only picks a bar.
 */
export function barOptions(input: BarOptionsInput): uPlot.Options {
  const { labels, theme } = input;
  const band = hoverBand(theme.hover);
  const bars = uPlot.paths.bars;
  if (!bars) throw new Error('This uPlot build has no bar paths');
  const axis = {
    stroke: theme.axis,
    font: theme.font,
    grid: { stroke: theme.grid, width: 1 },
    ticks: { show: false },
  };
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { x: false, y: false, drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, range: () => xRange(labels.length) },
      y: { range: (_u, _min, max) => yRange(max, input.suggestedMax) },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        size: X_AXIS_SIZE_PX,
        space: X_LABEL_SPACE_PX,
        incrs: X_LABEL_STEPS,
        values: (_u, splits) => splits.map((split) => labelAt(labels, split)),
      },
      {
        ...axis,
        space: Y_TICK_SPACE_PX,
        values: (_u, splits) => splits.map(input.formatTick),
      },
    ],
    series: [
      {},
      {
        label: input.seriesLabel,
        fill: theme.bar,
        stroke: theme.bar,
        width: 0,
        paths: bars({ size: BAR_SIZE, radius: 0.15 }),
        points: { show: false },
      },
    ],
    hooks: {
      init: [band.init],
      setCursor: [
        (u) => {
          band.setCursor(u);
          input.onHover(u.cursor.idx ?? null);
        },
      ],
    },
  };
}
