import type { IntegrityResult } from '../../../src/api/schemas/integrity.ts';
import type { Rng } from './prng.ts';

/**
 * One model's line of a data integrity check, as the seed and the engine (server/runner/integrity-plan.ts)
 * both write it, so seeded and freshly run checks read alike.
 */

/** A model that could not be compared: nothing counted, `errorMessage` says why. */
export const notCompared = (
  model: string,
  samplingRate: number | null,
  errorMessage: string,
): IntegrityResult => ({
  model_name: model,
  is_healthy: false,
  error_message: errorMessage,
  sampling_rate: samplingRate,
  total_rows_compared: 0,
  total_rows_missing: 0,
  total_rows_incorrect: 0,
});

/**
 * A compared model: an unhealthy one misses up to 0.5% of the rows compared and, when values are
 * checked, has up to 0.2% wrong; it is healthy only with none of either.
 */
export function comparedResult(
  rng: Rng,
  model: string,
  samplingRate: number | null,
  compared: number,
  unhealthy: boolean,
  checkValues: boolean,
): IntegrityResult {
  const missing = unhealthy ? rng.int(1, Math.max(1, Math.round(compared * 0.005))) : 0;
  const incorrect = unhealthy && checkValues ? rng.int(0, Math.max(1, Math.round(compared * 0.002))) : 0;
  return {
    model_name: model,
    is_healthy: missing === 0 && incorrect === 0,
    error_message: null,
    sampling_rate: samplingRate,
    total_rows_compared: compared,
    total_rows_missing: missing,
    total_rows_incorrect: incorrect,
  };
}
