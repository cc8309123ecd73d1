import type { IntegrityResult, IntegrityStatus } from '../../../src/api/schemas/integrity.ts';
import { INTEGRITY_CHECK_VENDORS } from '../../../src/api/schemas/vendor.ts';
import { comparedResult, notCompared } from '../../runner/vocabulary/integrity-results.ts';
import { createRng, type Rng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, iso, MINUTE_MS } from '../../runner/vocabulary/time.ts';
import type { Db } from '../connection.ts';
import { inserter } from './insert.ts';
import type { SeedPlan } from './plan.ts';
import type { SeededDestination } from './seed-destinations.ts';

/** A few data integrity checks on a share of the destinations whose vendor supports them. */
const LATEST: [IntegrityStatus, number][] = [
  ['SUCCESS', 70],
  ['ERROR', 12],
  ['CANCELLED', 6],
  ['RUNNING', 8],
  ['PENDING', 4],
];
const OLDER: [IntegrityStatus, number][] = [
  ['SUCCESS', 85],
  ['ERROR', 10],
  ['CANCELLED', 5],
];

export function seedIntegrityJobs(
  db: Db,
  plan: SeedPlan,
  destinations: SeededDestination[],
  referenceMs: number,
) {
  const rng = createRng(`${plan.key}:integrity`);
  const add = inserter(db, 'integrity_jobs');
  const eligible = destinations.filter(
    (d) => INTEGRITY_CHECK_VENDORS.includes(d.vendor) && d.scenario !== 'brand_new',
  );
  for (const d of eligible) {
    if (!rng.chance(plan.integrityShare)) continue;
    const jobs = rng.int(1, 3);
    const firstMs = Math.max(d.createdMs + DAY_MS, referenceMs - 28 * DAY_MS);
    for (let j = 0; j < jobs; j++) {
      const latest = j === jobs - 1;
      const status = rng.weighted(latest ? LATEST : OLDER);
      const submittedMs =
        latest && (status === 'RUNNING' || status === 'PENDING')
          ? referenceMs - rng.int(2, 40) * MINUTE_MS
          : firstMs + ((j + rng.next()) / jobs) * (referenceMs - DAY_MS - firstMs);
      const startedMs = status === 'PENDING' ? null : submittedMs + rng.int(5, 90) * 1000;
      const ended = status === 'SUCCESS' || status === 'ERROR' || status === 'CANCELLED';
      const connectionFailed = status === 'ERROR' && rng.chance(0.5);
      const checkValues = rng.chance(0.4);
      add({
        id: rng.uuid(),
        environment: plan.environment,
        destination_id: d.id,
        status,
        check_value_integrity: checkValues,
        models: d.models.map((m) => m.name),
        submitted_at: iso(submittedMs),
        started_at: startedMs === null ? null : iso(startedMs),
        ended_at: ended && startedMs !== null ? iso(startedMs + rng.int(1, 25) * MINUTE_MS) : null,
        log_message: connectionFailed
          ? `Could not connect to the destination: ${d.failure.replaceAll(/\{\w+\}/g, d.schema)}`
          : null,
        results:
          ended && !connectionFailed && status !== 'CANCELLED' ? results(rng, d, status, checkValues) : [],
      });
    }
  }
}

function results(
  rng: Rng,
  d: SeededDestination,
  status: IntegrityStatus,
  checkValues: boolean,
): IntegrityResult[] {
  return d.models.map((m) => {
    const compared = Math.round(d.dailyVolume * m.weight * 30 * rng.between(0.8, 1.2));
    const samplingRate = rng.pick([null, 0.1, 0.25, 1]);
    if (rng.chance(0.05)) {
      return notCompared(m.name, samplingRate, `Model ${m.name} does not support data integrity checks.`);
    }
    if (status === 'ERROR' && rng.chance(0.5)) {
      return notCompared(m.name, samplingRate, `Comparing ${m.name} timed out after 30 minutes.`);
    }
    return comparedResult(rng, m.name, samplingRate, compared, !rng.chance(0.85), checkValues);
  });
}
