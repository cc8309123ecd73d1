interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser have its turn (a tap, a frame) before going on, in a task of its own: the way to cut
 * one long task in two on a slow phone. Where the browser has no scheduler.yield (Safari, Node) it
 * resolves at once, in the same task: a timer instead would run at most once a second in a hidden tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

/** Whether nextTask() really lets the browser have its turn (the engine has scheduler.yield). */
export const canYield = () =>
  typeof (globalThis as { scheduler?: Scheduler }).scheduler?.yield === 'function';
