/**
 * Main-thread time of one page load, from a Chromium trace (the `toplevel` tasks of the renderer's main
 * thread, as DevTools and Lighthouse count them): the busy milliseconds between the load's navigation
 * start and a moment given in the page's own clock (performance.now of that document). The page is found
 * by a performance mark it made: the trace gives the mark's time in its own clock and in the page's.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { startTime?: number } };
}

/** The trace's categories this needs: the tasks and the user timing marks. */
export const MAIN_THREAD_CATEGORIES = ['toplevel', 'blink.user_timing'];

const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Busy ms of the main thread of the page that made `mark`, in [0, untilMs] of its clock. */
export function mainThreadMs(events: readonly TraceEvent[], mark: string, untilMs: number): number {
  const made = events.find((e) => e.name === mark && e.ph === 'I' && e.args?.data?.startTime !== undefined);
  if (!made) throw new Error(`The trace holds no performance mark '${mark}'.`);
  const from = made.ts - (made.args?.data?.startTime ?? 0) * 1000;
  const to = from + untilMs * 1000;
  // Tasks may nest (a nested run loop): merge the intervals before summing.
  const intervals = events
    .filter((e) => e.ph === 'X' && e.pid === made.pid && e.tid === made.tid && TOP_LEVEL_TASKS.has(e.name))
    .map((e) => [Math.max(e.ts, from), Math.min(e.ts + (e.dur ?? 0), to)] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let busy = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [a, b] of intervals) {
    if (a >= end) {
      busy += b - a;
      end = b;
    } else if (b > end) {
      busy += b - end;
      end = b;
    }
  }
  return busy / 1000;
}
