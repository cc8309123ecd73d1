import type { AppDeps } from '../http/app-env.ts';

/**
 * A real connection test takes a moment and the console shows 'Testing connection...' meanwhile;
 * every test (destinations, sources, credentials) waits one engine step, capped, so fast test
 * setups stay fast.
 */
export const CONNECTION_TEST_MAX_DELAY_MS = 800;

export const connectionTestDelayMs = (deps: Pick<AppDeps, 'config'>) =>
  Math.min(deps.config.runnerStepMs, CONNECTION_TEST_MAX_DELAY_MS);
