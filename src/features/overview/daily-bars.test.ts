import { describe, expect, it } from 'vitest';
import { dailyBars } from './daily-bars.ts';

describe('dailyBars', () => {
  it('puts the days in calendar order with short and long names', () => {
    const stats = [
      { day: '2026-11-22', total_rows_transferred: 5 },
      { day: '2026-11-21', total_rows_transferred: 0 },
    ];
    expect(dailyBars(stats)).toEqual([
      { label: 'Nov 21', longLabel: 'Sat, Nov 21, 2026', value: 0 },
      { label: 'Nov 22', longLabel: 'Sun, Nov 22, 2026', value: 5 },
    ]);
  });

  it('hands back the same bars for the same list, so the chart is not redrawn for nothing', () => {
    const stats = [{ day: '2026-11-22', total_rows_transferred: 5 }];
    expect(dailyBars(stats)).toBe(dailyBars(stats));
    expect(dailyBars([...stats])).not.toBe(dailyBars(stats));
  });
});
