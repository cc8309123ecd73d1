import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useColorScheme } from '../../offline/color-scheme.ts';
import { ChartTable } from './chart-table.tsx';
import { readChartTheme } from './chart-theme.ts';
import { formatCompact } from './compact-number.ts';
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
 * turns light or dark (its colours are read from the theme when drawn: chart-theme.ts). The canvas
 * is hidden from assistive technology; a visually hidden table carries the same numbers. The readout
 * under it names the bar under the pointer, or the last bar when there is none.
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scheme is the reason to redraw (the canvas keeps the colours it was drawn in)
  useEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    let live = true;
    let release = () => {};
    // uPlot arrives after the first render (load-bar-plot.ts); the table and readout do not wait for it.
    void loadBarPlot().then(
      ({ uPlot, barOptions }) => {
        if (!live) return;
        let width = el.clientWidth;
        const options = barOptions({
          width,
          height: BAR_CHART_HEIGHT_PX,
          labels: bars.map((b) => b.label),
          seriesLabel,
          suggestedMax,
          formatTick: formatCompact,
          theme: readChartTheme(el),
          onHover: setHovered,
        });
        const chart = new uPlot(options, [bars.map((_, i) => i), bars.map((b) => b.value)], el);
        const observer = new ResizeObserver(() => {
          if (el.clientWidth > 0 && el.clientWidth !== width) {
            width = el.clientWidth;
            chart.setSize({ width, height: BAR_CHART_HEIGHT_PX });
          }
        });
        observer.observe(el);
        release = () => {
          observer.disconnect();
          chart.destroy();
        };
      },
      () => {
        // Not loadable (offline before it was ever cached): the plot stays empty, the table still tells.
      },
    );
    return () => {
      live = false;
      release();
      setHovered(null);
    };
  }, [bars, seriesLabel, suggestedMax, scheme]);

  const shown = bars[hovered ?? bars.length - 1];
  return (
    <div>
      <div ref={plotRef} className={plot} aria-hidden="true" data-testid="bar-chart-plot" />
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
