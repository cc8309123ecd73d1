import type { TransferStatus } from '../../../src/api/schemas/destination.ts';
import type { ModelMetric } from '../../../src/api/schemas/transfer.ts';
import { modelError } from '../../runner/vocabulary/catalog-errors.ts';
import { createRng, type Rng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, iso, MINUTE_MS } from '../../runner/vocabulary/time.ts';
import type { Db } from '../connection.ts';
import { inserter } from './insert.ts';
import { SEED_DEFAULT_FREQUENCY_MINUTES } from './organization.ts';
import type { SeedPlan } from './plan.ts';
import type { SeededDestination } from './seed-destinations.ts';

/**
 * 30 days of transfer history per destination, shaped by its scenario: healthy ones end on SUCCESS
 * with the odd failure in between, failing ones end on 1–4 failures, running/pending ones have a job
 * in flight. Rows scale with the recipient's size and the model's weight. The destinations' transfer
 * summary is written by the caller once every transfer is in (index.ts).
 */
const HISTORY_MS = 30 * DAY_MS;
const HISTORY_STATUSES: [TransferStatus, number][] = [
  ['SUCCESS', 91],
  ['PARTIAL_FAILURE', 3],
  ['ERROR', 3.5],
  ['CANCELLED', 2],
  ['ORPHANED', 0.5],
];
/** The most the last run of an enabled destination ends before the reference (its period permitting). */
const LAST_RUN_MAX_AGO_MINUTES = 90;
const REQUESTERS = ['demo', 'priya-patel', 'lucas-moreau'];
const NO_TAGS_JSON = '{}';
const BACKFILL_TAGS_JSON = JSON.stringify({ reason: 'backfill' });

export function seedTransfers(
  db: Db,
  plan: SeedPlan,
  destinations: SeededDestination[],
  referenceMs: number,
): number {
  const rng = createRng(`${plan.key}:transfers`);
  const add = inserter(db, 'transfers');
  let count = 0;
  for (const d of destinations) {
    if (d.scenario === 'brand_new') continue;
    // Written as JSON text once per destination, not once per transfer.
    const modelsJson = JSON.stringify(d.models.map((m) => m.name));
    const start = Math.max(referenceMs - HISTORY_MS, d.createdMs + 30 * MINUTE_MS);
    const end = d.disabledMs ?? referenceMs - rng.int(5, LAST_RUN_MAX_AGO_MINUTES) * MINUTE_MS;
    // The scheduler keeps up with an enabled destination (else it is overdue): its last run,
    // whatever its outcome, ended within one period of the reference. A stopped one ends at its success.
    const periodMs = (d.frequency || SEED_DEFAULT_FREQUENCY_MINUTES) * MINUTE_MS;
    const lastEndMs =
      d.lastSuccessMs ??
      (d.disabledMs === null
        ? referenceMs -
          (referenceMs - end) * Math.min(1, periodMs / (2 * LAST_RUN_MAX_AGO_MINUTES * MINUTE_MS))
        : null);
    const slots =
      plan.transfersPerDestination === 'daily'
        ? Math.max(1, Math.round((end - start) / DAY_MS))
        : plan.transfersPerDestination;
    // A stopped schedule's history ends at its last success (the same number of runs, closer together).
    const spacing = ((d.lastSuccessMs ?? end) - start) / slots;
    const failTail = d.scenario === 'failing' ? rng.int(1, Math.min(4, slots)) : 0;
    for (let k = 0; k < slots; k++) {
      const status = statusFor(rng, d, k, slots, failTail);
      const inFlight = status === 'RUNNING' || status === 'PENDING';
      const submittedMs = inFlight
        ? referenceMs - rng.int(1, 15) * MINUTE_MS
        : start + (k + 0.5 + rng.between(-0.2, 0.2)) * spacing;
      const initial = k === 0 && d.createdMs > referenceMs - HISTORY_MS;
      const fullRefresh = initial || rng.chance(0.01);
      const manual = !initial && rng.chance(0.08);
      const metrics = inFlight
        ? []
        : modelMetrics(rng, d, status, (spacing / DAY_MS) * (fullRefresh ? rng.int(40, 120) : 1));
      const rows = inFlight ? null : metrics.reduce((sum, m) => sum + m.rows_transferred, 0);
      const drawnStartMs = status === 'PENDING' ? null : submittedMs + rng.int(3, 60) * 1000;
      const durationMs =
        status === 'ERROR' ? rng.int(5, 120) * 1000 : 20_000 + Math.min(45 * MINUTE_MS, (rows ?? 0) / 2);
      // ...and its last run ends exactly then (a stopped one's a success; one in flight has no end).
      const shiftMs =
        lastEndMs !== null && k === slots - 1 && drawnStartMs !== null && !inFlight
          ? lastEndMs - (drawnStartMs + durationMs)
          : 0;
      const startedMs = drawnStartMs === null ? null : drawnStartMs + shiftMs;
      add({
        id: rng.uuid(),
        environment: plan.environment,
        destination_id: d.id,
        status,
        full_refresh: fullRefresh,
        models: modelsJson,
        model_metrics: metrics,
        rows_transferred: rows,
        submitted_at: iso(submittedMs + shiftMs),
        started_at: startedMs === null ? null : iso(startedMs),
        ended_at: inFlight || startedMs === null ? null : iso(startedMs + durationMs),
        tags:
          fullRefresh && !initial
            ? BACKFILL_TAGS_JSON
            : manual
              ? { trigger: 'manual', requested_by: rng.pick(REQUESTERS) }
              : NO_TAGS_JSON,
        event_log: false,
      });
      count++;
    }
  }
  return count;
}

function statusFor(
  rng: Rng,
  d: SeededDestination,
  k: number,
  slots: number,
  failTail: number,
): TransferStatus {
  const last = k === slots - 1;
  switch (d.scenario) {
    case 'never_succeeded':
      return 'ERROR';
    case 'failing':
      if (k >= slots - failTail) return rng.chance(0.7) ? 'ERROR' : 'PARTIAL_FAILURE';
      break;
    case 'cancelled_last':
      if (last) return 'CANCELLED';
      break;
    case 'running':
    case 'pending':
      if (last) return d.scenario === 'running' ? 'RUNNING' : 'PENDING';
      if (k === slots - 2) return 'SUCCESS';
      break;
    default:
      if (last) return 'SUCCESS';
  }
  return rng.weighted(HISTORY_STATUSES);
}

function modelMetrics(
  rng: Rng,
  d: SeededDestination,
  status: TransferStatus,
  volumeFactor: number,
): ModelMetric[] {
  const failingCount =
    status === 'PARTIAL_FAILURE' ? rng.int(1, Math.max(1, Math.floor(d.models.length / 3))) : 0;
  const failing = new Set(rng.sample(d.models, failingCount).map((m) => m.name));
  const allFail = status === 'ERROR' && (d.scenario === 'never_succeeded' || rng.chance(0.5));
  const firstFailure = status === 'ERROR' && !allFail ? rng.pick(d.models).name : null;
  const cancelledAfter = status === 'CANCELLED' ? rng.int(0, d.models.length - 1) : d.models.length;
  return d.models.map((m, i) => {
    const errored = failing.has(m.name) || allFail || m.name === firstFailure;
    if (errored) {
      const error = modelError(d.failure, { schema: d.schema, model: m.name, host: d.host });
      return { model_name: m.name, rows_transferred: 0, error };
    }
    const moved =
      status === 'SUCCESS' || status === 'PARTIAL_FAILURE' || (status === 'CANCELLED' && i < cancelledAfter);
    const rows = moved ? Math.round(d.dailyVolume * m.weight * volumeFactor * rng.between(0.5, 1.5)) : 0;
    return { model_name: m.name, rows_transferred: rows };
  });
}
