/**
 * One afterEach for everything test-support sets up, so the order is fixed: what a test mounted is
 * unmounted first, then the stubs (fetch, globals) are taken down, so no mounted component ever meets
 * the real fetch. Registered when a test file first imports test-support, it runs after the file's own
 * afterEach hooks (vitest runs those in reverse order of registration): so a file resets its own mocks
 * in beforeEach when an unmount would call them.
 */
import { afterEach } from 'vitest';

type Step = 'unmount' | 'unstub';
const steps: Record<Step, Array<() => void>> = { unmount: [], unstub: [] };

/** Runs `cleanup` after every test of the file, in its step. */
export function afterEveryTest(step: Step, cleanup: () => void) {
  steps[step].push(cleanup);
}

afterEach(() => {
  for (const cleanup of [...steps.unmount, ...steps.unstub]) cleanup();
});
