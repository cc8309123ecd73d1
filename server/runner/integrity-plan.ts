import type { IntegrityResult } from '../../src/api/schemas/integrity.ts';
import type { DestinationFacts } from './destination-facts.ts';
import { connectionFailure } from './failures.ts';
import { dailyRows } from './transfer-plan.ts';
import { comparedResult, notCompared } from './vocabulary/integrity-results.ts';
import { createRng } from './vocabulary/prng.ts';

/**
 * The outcome of a data integrity check (README "Transfer engine"): an unreachable destination fails
 * the whole job (ERROR with the connection error as log_message); otherwise every model is compared
 * over 30 days of its volume. A model with a `json` column cannot be compared and says so; a model
 * that failed in the last transfer is missing rows; any other is unhealthy with a seeded 1-in-10
 * chance (the job id seeds it). Value checks sample 10% of tables above 100,000 rows.
 */
export const UNHEALTHY_CHANCE = 0.1;
export const SAMPLED_ABOVE_ROWS = 100_000;
export const SAMPLING_RATE = 0.1;

export interface IntegrityOutcome {
  status: 'SUCCESS' | 'ERROR';
  logMessage: string | null;
  results: IntegrityResult[];
}

export interface PlannedCheck {
  id: string;
  models: string[];
  checkValueIntegrity: boolean;
}

export function planIntegrity(
  job: PlannedCheck,
  destination: DestinationFacts,
  /** Columns of each model, to find the ones that cannot be compared. */
  columns: Map<string, { name_in_source: string; data_type: string }[]>,
  failedLastTime: Set<string>,
): IntegrityOutcome {
  const unreachable = connectionFailure(destination, job.models[0] ?? 'models');
  if (unreachable) {
    return {
      status: 'ERROR',
      logMessage: `Could not connect to the destination: ${unreachable.message}`,
      results: [],
    };
  }
  const results = job.models.map((model): IntegrityResult => {
    const rng = createRng(`integrity:${job.id}:${model}`);
    const compared = Math.round(dailyRows(destination.id, model) * 30 * rng.between(0.8, 1.2));
    const samplingRate = job.checkValueIntegrity ? (compared > SAMPLED_ABOVE_ROWS ? SAMPLING_RATE : 1) : null;
    const json = columns.get(model)?.find((c) => c.data_type.toLowerCase() === 'json');
    if (json) {
      const why = `column ${json.name_in_source} is json, which cannot be compared row by row.`;
      return notCompared(model, null, `Model ${model} does not support data integrity checks: ${why}`);
    }
    const unhealthy = failedLastTime.has(model) || rng.chance(UNHEALTHY_CHANCE);
    return comparedResult(rng, model, samplingRate, compared, unhealthy, job.checkValueIntegrity);
  });
  return { status: 'SUCCESS', logMessage: null, results };
}
