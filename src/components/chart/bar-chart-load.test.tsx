// @vitest-environment jsdom
/**
 * The chart when uPlot's chunk does not load (offline before it was ever cached, a dropped request): its
 * place says so with "Try again", never stays empty, and "Try again" loads the same chunk again and draws.
 */
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { click, render } from '../../test-support/render.tsx';

let attempts = 0;
let drawn = 0;
vi.mock('./bar-plot.ts', () => {
  attempts++;
  if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/bar-plot.js');
  return {
    drawBars: () => {
      drawn++;
      return () => {};
    },
  };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const { BarChart } = await import('./bar-chart.tsx');

it('says the chart failed to load, with Try again, and draws it once Try again loads it', async () => {
  const { host } = await render(
    <BarChart
      bars={[{ label: 'Nov 22', longLabel: 'Sun, Nov 22, 2026', value: 5 }]}
      seriesLabel="Rows Transferred"
      categoryLabel="Day"
      caption="Rows transferred per day"
      suggestedMax={1000}
      formatValue={String}
    />,
  );
  await act(() => vi.dynamicImportSettled());
  const alert = host.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('Failed to load the chart.');
  const retry = [...(alert?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Try again');
  expect(retry).toBeDefined();
  expect(host.querySelector('[data-testid="bar-chart-plot"]')).toBeNull();
  // The numbers are still there for screen readers.
  expect(host.querySelector('table tbody')?.textContent).toContain('Sun, Nov 22, 2026');

  if (retry) click(retry);
  await act(() => vi.dynamicImportSettled());
  expect(attempts).toBe(2);
  expect(host.querySelector('[role="alert"]')).toBeNull();
  expect(host.querySelector('[data-testid="bar-chart-plot"]')).not.toBeNull();
  expect(drawn).toBe(1);
});
