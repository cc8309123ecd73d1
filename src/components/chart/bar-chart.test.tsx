// @vitest-environment jsdom
/**
 * The bar chart's contract with the page, uPlot stubbed (jsdom has no canvas): the plot is hidden from
 * screen readers while a hidden table holds the same numbers, the readout follows the pointer, the
 * chart is redrawn at the container's new width, and uPlot is released on unmount (or never drawn when
 * the chart is gone before uPlot has loaded).
 */
import { act } from 'react';
import type uPlot from 'uplot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, renderNow } from '../../test-support/render.tsx';

const charts: {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  setSize: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}[] = [];
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    setSize = vi.fn();
    destroy = vi.fn();
    constructor(options: uPlot.Options, data: uPlot.AlignedData) {
      charts.push({ options, data, setSize: this.setSize, destroy: this.destroy });
    }
  }
  return { default: FakePlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const { BarChart } = await import('./bar-chart.tsx');

let resize: () => void = () => {};
let host: HTMLDivElement;
let view: Rendered;
let width = 640;

const bars = [
  { label: 'Nov 21', longLabel: 'Sat, Nov 21, 2026', value: 0 },
  { label: 'Nov 22', longLabel: 'Sun, Nov 22, 2026', value: 12_345 },
];

const chartElement = () => (
  <BarChart
    bars={bars}
    seriesLabel="Rows Transferred"
    categoryLabel="Day"
    caption="Rows transferred per day"
    suggestedMax={1000}
    formatValue={(n) => n.toLocaleString('en-US')}
  />
);

async function renderChart() {
  view = await render(chartElement());
  host = view.host;
  // uPlot loads after the first render (load-bar-plot.ts).
  await act(() => vi.dynamicImportSettled());
}

beforeEach(() => {
  charts.length = 0;
  width = 640;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BarChart', () => {
  it('hides the plot from screen readers and gives them a table of the same numbers', async () => {
    await renderChart();
    expect(host.querySelector('[data-testid="bar-chart-plot"]')?.getAttribute('aria-hidden')).toBe('true');
    const table = host.querySelector('table');
    expect(table?.querySelector('caption')?.textContent).toBe('Rows transferred per day');
    expect([...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual([
      'Day',
      'Rows Transferred',
    ]);
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Sat, Nov 21, 2026', '0'],
      ['Sun, Nov 22, 2026', '12,345'],
    ]);
  });

  it('draws one bar per entry at the container width, labelled with the series name', async () => {
    await renderChart();
    const [chart] = charts;
    expect(chart?.options.width).toBe(640);
    expect(chart?.data).toEqual([
      [0, 1],
      [0, 12_345],
    ]);
    expect(chart?.options.series[1]?.label).toBe('Rows Transferred');
  });

  it('names the last bar until the pointer picks another', async () => {
    await renderChart();
    const readout = () => host.querySelector('p')?.textContent;
    expect(readout()).toBe('Rows TransferredSun, Nov 22, 2026: 12,345');
    const hover = charts[0]?.options.hooks?.setCursor?.[0];
    await act(async () => hover?.({ cursor: { idx: 0 } } as uPlot));
    expect(readout()).toBe('Rows TransferredSat, Nov 21, 2026: 0');
    await act(async () => hover?.({ cursor: { idx: null } } as uPlot));
    expect(readout()).toContain('Sun, Nov 22, 2026');
  });

  it('redraws at the new width when the container resizes, and lets go of uPlot on unmount', async () => {
    await renderChart();
    width = 358;
    resize();
    expect(charts[0]?.setSize).toHaveBeenCalledWith({ width: 358, height: 220 });
    resize();
    expect(charts[0]?.setSize).toHaveBeenCalledOnce();
    view.unmount();
    expect(charts[0]?.destroy).toHaveBeenCalledOnce();
  });

  it('draws nothing when it is gone before uPlot has loaded', async () => {
    renderNow(chartElement()).unmount();
    await act(() => vi.dynamicImportSettled());
    expect(charts).toHaveLength(0);
  });
});
