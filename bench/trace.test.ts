import { describe, expect, it } from 'vitest';
import { mainThreadMs, type TraceEvent } from './trace.ts';

const PID = 7;
const task = (ts: number, dur: number, tid = PID, name = 'ThreadControllerImpl::RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: PID,
  tid,
});
// The page's clock starts at trace time 1,000,000 µs: its mark at 50 ms is at 1,050,000.
const mark: TraceEvent = {
  name: 'console:overview-rows',
  ph: 'I',
  ts: 1_050_000,
  pid: PID,
  tid: PID,
  args: { data: { startTime: 50 } },
};

describe('mainThreadMs', () => {
  it("sums the page's main-thread tasks from its navigation start to the moment given", () => {
    const events = [
      mark,
      task(990_000, 20_000), // 10 ms of it after the start
      task(1_030_000, 5_000),
      task(1_031_000, 2_000), // nested in the one before: not counted twice
      task(1_090_000, 20_000), // 10 ms of it before 100 ms
      task(1_040_000, 30_000, 99), // another thread
      task(1_200_000, 5_000), // after the window
    ];
    expect(mainThreadMs(events, 'console:overview-rows', 100)).toBeCloseTo(25);
  });

  it('says so when the page never made its mark', () => {
    expect(() => mainThreadMs([task(0, 1)], 'console:overview-rows', 100)).toThrow(
      "no performance mark 'console:overview-rows'",
    );
  });
});
