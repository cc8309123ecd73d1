import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useLazyPart } from '../../lib/use-lazy-part.ts';
import { useColorScheme } from '../../offline/color-scheme.ts';
import { LoadFailed } from '../data/states.tsx';
import { ChartTable } from './chart-table.tsx';
import { loadBarPlot } from './load-bar-plot.ts';

export interface Bar {
  /** On the x axis: 'Nov 22'. */
  label: string;
  /** In the readout and the table: 'Sun, Nov 22, 2026'. */
  longLabel: string;
  value: number;
}

export interface BarChartProps {
  /** In order, left to right. */
  bars: readonly Bar[];
  /** Names the bars ('Rows Transferred'): the legend and the table's value column. */
  seriesLabel: string;
  /** The table's label column ('Day'). */
  categoryLabel: string;
  /** The table's caption, what screen readers hear the chart as. */
  caption: string;
  /** The y axis reaches this unless the data goes higher. */
  suggestedMax: number;
  formatValue: (n: number) => string;
}

export const BAR_CHART_HEIGHT_PX = 220;

// The height is BAR_CHART_HEIGHT_PX written out (Panda reads styles without running the code).
// min-width 0 lets a grid or flex parent shrink the plot below the canvas's last width, so a narrower
// window is seen by the ResizeObserver and the chart is redrawn to fit.
const plot = css({ width: 'full', minW: '0', overflow: 'hidden', h: '220px' });
const readout = css({
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: '1',
  columnGap: '4',
  textStyle: 'sm',
  color: 'fg.muted',
});
const swatch = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'l1', bg: 'accent.default' });

/**
 * A uPlot bar chart that fills its container's width and redraws when the container resizes or the page
 * turns light or dark (its colours are read from the theme when drawn: draw-bars.ts). The canvas
 * is hidden from assistive technology; a visually hidden table carries the same numbers. The readout
 * under it names the bar under the pointer, or the last bar when there is none. Should uPlot's chunk fail
 * to load, its place says so, with "Try again".
 */
export function BarChart({
  bars,
  seriesLabel,
  categoryLabel,
  caption,
  suggestedMax,
  formatValue,
}: BarChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const scheme = useColorScheme();

  // uPlot arrives after the first render (load-bar-plot.ts); the table and readout do not wait for it.
  const plotCode = useLazyPart(loadBarPlot);
  const loaded = plotCode.module;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scheme is the reason to redraw (the canvas keeps the colours it was drawn in)
  useEffect(() => {
    const el = plotRef.current;
    if (!el || !loaded) return;
    const release = loaded.drawBars(el, {
      bars,
      seriesLabel,
      suggestedMax,
      height: BAR_CHART_HEIGHT_PX,
      onHover: setHovered,
    });
    return () => {
      release();
      setHovered(null);
    };
  }, [loaded, bars, seriesLabel, suggestedMax, scheme]);

  const shown = bars[hovered ?? bars.length - 1];
  return (
    <div>
      {plotCode.failed ? (
        <LoadFailed what="the chart" onRetry={plotCode.retry} />
      ) : (
        <div ref={plotRef} className={plot} aria-hidden="true" data-testid="bar-chart-plot" />
      )}
      <p className={readout} aria-hidden="true">
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <span className={swatch} />
          {seriesLabel}
        </span>
        {shown && (
          <span>
            {shown.longLabel}: <strong>{formatValue(shown.value)}</strong>
          </span>
        )}
      </p>
      <ChartTable
        caption={caption}
        headers={[categoryLabel, seriesLabel]}
        rows={bars.map((b) => [b.longLabel, formatValue(b.value)] as const)}
      />
    </div>
  );
}
