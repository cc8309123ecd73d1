import type { DailyTransferStat } from '../../api/schemas/transfer.ts';
import type { Bar } from '../../components/chart/bar-chart.tsx';
import { formatDay } from '../../lib/time.ts';

/**
 * The chart's bars from the daily stats, oldest day first whatever order they came in. Computed once
 * per list the query hands out, so the chart is redrawn only when the numbers change.
 */
const cache = new WeakMap<readonly DailyTransferStat[], Bar[]>();

export function dailyBars(stats: readonly DailyTransferStat[]): Bar[] {
  let bars = cache.get(stats);
  if (!bars) {
    bars = [...stats]
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
      .map((s) => ({
        label: formatDay(s.day),
        longLabel: formatDay(s.day, 'long'),
        value: s.total_rows_transferred,
      }));
    cache.set(stats, bars);
  }
  return bars;
}
