import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstContent, holdUntilFirstContent } from './first-content.ts';
import { markAgain, markOnce, PERF_MARKS } from './perf-mark.ts';

const marks = (name: string) => performance.getEntriesByName(name, 'mark');

afterEach(() => performance.clearMarks());

describe('performance marks', () => {
  it('are the names the benchmark reads', () => {
    expect(PERF_MARKS).toEqual({
      overviewRows: 'console:overview-rows',
      overviewAllAlerts: 'console:overview-all-alerts',
      destinationGeneral: 'console:destination-general',
      loginForm: 'console:login-form',
    });
  });

  it('markOnce keeps the first mark of the page load', () => {
    markOnce(PERF_MARKS.overviewRows);
    const [first] = marks(PERF_MARKS.overviewRows);
    markOnce(PERF_MARKS.overviewRows);
    expect(marks(PERF_MARKS.overviewRows)).toEqual([first]);
    expect(marks(PERF_MARKS.overviewAllAlerts)).toHaveLength(0);
  });

  it('markAgain replaces the previous mark, one per navigation', async () => {
    markAgain(PERF_MARKS.destinationGeneral);
    const [first] = marks(PERF_MARKS.destinationGeneral);
    await new Promise((resolve) => setTimeout(resolve, 2));
    markAgain(PERF_MARKS.destinationGeneral, { destinationId: 'd2' });
    const now = marks(PERF_MARKS.destinationGeneral) as PerformanceMark[];
    expect(now).toHaveLength(1);
    expect(now[0]?.startTime).toBeGreaterThan(first?.startTime ?? Number.POSITIVE_INFINITY);
    expect(now[0]?.detail).toEqual({ destinationId: 'd2' });
  });

  it('releases what waits for the first content, with the first mark of any screen', async () => {
    holdUntilFirstContent();
    let released = false;
    void afterFirstContent().then(() => {
      released = true;
    });
    await Promise.resolve();
    expect(released).toBe(false);
    markAgain(PERF_MARKS.destinationGeneral, { destinationId: 'd1' });
    await Promise.resolve();
    expect(released).toBe(true);
  });
});
