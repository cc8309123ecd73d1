import type { ModelMetric } from '../../src/api/schemas/transfer.ts';
import type { DestinationFacts } from './destination-facts.ts';
import { connectionFailure, isTransient, type ModelErrorDetail, transientFailure } from './failures.ts';
import { createRng } from './vocabulary/prng.ts';

/**
 * What a transfer will do, fixed when it starts (README "Transfer engine", outcome rule):
 * 1. a destination that cannot be reached (a setting ending in `.invalid`, or "failing" in its name)
 *    fails every model at once: ERROR after one step;
 * 2. otherwise models that failed in the destination's last completed transfer fail again with the
 *    same error, unless the destination was updated through the API since, or the error was transient;
 * 3. otherwise, with a seeded 1-in-20 chance (the transfer id seeds it), one model of a multi-model
 *    run the engine started itself hits a transient error: PARTIAL_FAILURE;
 * the rest succeed. Row counts are seeded too: a per destination and model daily volume, scaled by
 * the time window, or 40–120 days for a full refresh.
 */
export const PARTIAL_FAILURE_CHANCE = 0.05;
export const MIN_RUN_STEPS = 2;
export const MAX_RUN_STEPS = 6;
const DAY_MS = 86_400_000;

export interface TransferPlan {
  /** RUNNING lasts this many engine steps; models finish evenly across them, in order. */
  steps: number;
  metrics: ModelMetric[];
}

export interface PlannedTransfer {
  id: string;
  models: string[];
  fullRefresh: boolean;
  submittedAt: string;
  startWindow: string | null;
  endWindow: string | null;
}

export function planTransfer(
  transfer: PlannedTransfer,
  destination: DestinationFacts,
  /** Per-model results of the last completed transfer, when it failed and nothing changed since. */
  lastFailure: ModelMetric[] | null,
  /** False for a run already under way when the engine first saw it (the seed's): rules 1–2 only. */
  allowTransient = true,
): TransferPlan {
  const { models } = transfer;
  const failed = (model: string, error: ModelErrorDetail): ModelMetric => ({
    model_name: model,
    rows_transferred: 0,
    error,
  });
  const first = models[0];
  if (first !== undefined && connectionFailure(destination, first)) {
    const metrics = models.map((m) => failed(m, connectionFailure(destination, m) as ModelErrorDetail));
    return { steps: 1, metrics };
  }
  const repeated = new Map<string, ModelErrorDetail>();
  for (const m of lastFailure ?? []) {
    if (m.error && !isTransient(m.error.message)) repeated.set(m.model_name, m.error);
  }
  const rng = createRng(`transfer:${transfer.id}`);
  const unlucky =
    allowTransient && repeated.size === 0 && models.length > 1 && rng.chance(PARTIAL_FAILURE_CHANCE)
      ? rng.pick(models)
      : null;
  const metrics = models.map((model) => {
    const error =
      repeated.get(model) ??
      (model === unlucky ? transientFailure(`${transfer.id}:${model}`, destination, model) : null);
    if (error) return failed(model, error);
    return { model_name: model, rows_transferred: rowsFor(transfer, destination.id, model) };
  });
  return { steps: Math.min(MAX_RUN_STEPS, Math.max(MIN_RUN_STEPS, models.length)), metrics };
}

/** A destination's seeded daily volume for a model: what one day of changes amounts to. */
export const dailyRows = (destinationId: string, model: string) =>
  createRng(`volume:${destinationId}:${model}`).int(500, 25_000);

function rowsFor(transfer: PlannedTransfer, destinationId: string, model: string): number {
  const rng = createRng(`rows:${transfer.id}:${model}`);
  let days = 1;
  if (transfer.startWindow) {
    const end = Date.parse(transfer.endWindow ?? transfer.submittedAt);
    days = Math.min(365, Math.max(1 / 24, (end - Date.parse(transfer.startWindow)) / DAY_MS));
  } else if (transfer.fullRefresh) {
    days = rng.int(40, 120);
  }
  return Math.round(dailyRows(destinationId, model) * days * rng.between(0.5, 1.5));
}

/** The metrics reported after `elapsedSteps` steps of RUNNING: the models finished so far. */
export function revealedMetrics(plan: TransferPlan, elapsedSteps: number): ModelMetric[] {
  const done = Math.floor((plan.metrics.length * Math.min(elapsedSteps, plan.steps)) / plan.steps);
  return plan.metrics.slice(0, done);
}

export function finalStatus(metrics: ModelMetric[]): 'SUCCESS' | 'ERROR' | 'PARTIAL_FAILURE' {
  const errors = metrics.filter((m) => m.error).length;
  if (errors === 0) return 'SUCCESS';
  return errors === metrics.length ? 'ERROR' : 'PARTIAL_FAILURE';
}

export const sumRows = (metrics: ModelMetric[]) => metrics.reduce((sum, m) => sum + m.rows_transferred, 0);
