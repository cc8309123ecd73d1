import { afterEach, expect, it, vi } from 'vitest';
import { idleMoment } from './use-guide-prefetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('waits for an idle moment, at most 2 s, where the engine has requestIdleCallback', async () => {
  let idle = () => {};
  const requestIdleCallback = vi.fn((callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  let done = false;
  const waiting = idleMoment().then(() => (done = true));
  await Promise.resolve();
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
  expect(done).toBe(false);
  idle();
  await waiting;
  expect(done).toBe(true);
});

it('goes on at the next task where it has none (WebKit)', async () => {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  let done = false;
  const waiting = idleMoment().then(() => (done = true));
  await Promise.resolve();
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(0);
  await waiting;
  expect(done).toBe(true);
});
