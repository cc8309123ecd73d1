import {
  DESTINATION_VENDORS,
  type DestinationVendor,
  VENDOR_DISPLAY_NAMES,
} from '../../../src/api/schemas/vendor.ts';
import { pickFailure } from '../../runner/vocabulary/catalog-errors.ts';
import { createRng } from '../../runner/vocabulary/prng.ts';
import { DAY_MS, HOUR_MS, iso } from '../../runner/vocabulary/time.ts';
import type { Db } from '../connection.ts';
import { DESTINATION_PURPOSES } from './catalog-names.ts';
import { inserter } from './insert.ts';
import type { SeedPlan } from './plan.ts';
import type { SeededRecipient } from './seed-recipients.ts';
import { vendorSettings } from './vendor-settings.ts';

/** What the transfer history of a destination should show (the overview's alerts and successes). */
export type Scenario =
  | 'healthy'
  | 'failing'
  | 'never_succeeded'
  | 'cancelled_last'
  | 'running'
  | 'pending'
  | 'brand_new'
  /** Enabled and green, but its schedule stopped: nothing ran after its last success (plan.ts). */
  | 'schedule_stopped';

export interface SeededDestination {
  id: string;
  vendor: DestinationVendor;
  createdMs: number;
  /** When transfers stopped because the destination was disabled; null while enabled. */
  disabledMs: number | null;
  scenario: Scenario;
  frequency: number;
  /** 'schedule_stopped' only: when its last transfer, a success, ended. */
  lastSuccessMs: number | null;
  /** Model names its transfers carry, with their volume weights. */
  models: { name: string; weight: number }[];
  dailyVolume: number;
  host: string;
  schema: string;
  failure: string;
}

/** Popular warehouses come up more often, as they do in real organisations. */
const VENDOR_WEIGHTS: [DestinationVendor, number][] = DESTINATION_VENDORS.map((v) => [
  v,
  ({ snowflake: 14, bigquery: 10, redshift: 8, postgres: 8, databricks: 6, s3: 6 } as Record<string, number>)[
    v
  ] ?? 2,
]);
const FREQUENCY_WEIGHTS: [number, number][] = [
  [0, 25],
  [15, 5],
  [60, 20],
  [360, 15],
  [720, 10],
  [1440, 25],
];

export function seedDestinations(
  db: Db,
  plan: SeedPlan,
  recipients: SeededRecipient[],
  modelWeights: Map<string, number>,
  referenceMs: number,
): SeededDestination[] {
  const rng = createRng(`${plan.key}:destinations`);
  const { scenarios: s } = plan;
  const special: Scenario[] = [
    ...Array<Scenario>(s.failing).fill('failing'),
    ...Array<Scenario>(s.neverSucceeded).fill('never_succeeded'),
    ...Array<Scenario>(s.cancelledLast).fill('cancelled_last'),
    ...Array<Scenario>(s.running).fill('running'),
    ...Array<Scenario>(s.pending).fill('pending'),
    ...Array<Scenario>(s.brandNew).fill('brand_new'),
  ];
  const scenarios = rng.shuffle([
    ...special,
    ...Array<Scenario>(plan.destinations - special.length).fill('healthy'),
  ]);
  const vendorOrder = rng.shuffle(DESTINATION_VENDORS);
  const recipientOrder = rng.shuffle(recipients);
  const healthy = scenarios.flatMap((scenario, i) => (scenario === 'healthy' ? [i] : []));
  const disabled = new Set(rng.sample(healthy, s.disabled));
  const names = new Set<string>();
  const addDestination = inserter(db, 'destinations');
  const link = inserter(db, 'destination_products');

  const seeded = scenarios.map((scenario, i): SeededDestination => {
    const id = rng.uuid();
    const vendor = vendorOrder[i] ?? rng.weighted(VENDOR_WEIGHTS);
    const recipient = recipientOrder[i] ?? rng.pick(recipients);
    const createdMs = createdAt(scenario, recipient.createdMs);
    const disabledMs = disabled.has(i)
      ? Math.max(createdMs + DAY_MS, referenceMs - rng.int(2, 20) * DAY_MS - rng.int(0, DAY_MS))
      : null;
    const products = rng.sample(recipient.products, rng.int(1, recipient.products.length));
    const available = [...new Set(products.flatMap((p) => p.models))].sort();
    const enabledModels = rng.chance(0.4)
      ? ['*']
      : rng.sample(available, rng.int(Math.ceil(available.length / 2), available.length)).sort();
    const vendorConfig = vendorSettings(rng, vendor, recipient.slug);
    const frequency = rng.weighted(FREQUENCY_WEIGHTS);
    const updatedMs =
      disabledMs ?? Math.min(referenceMs - rng.int(1, 3) * HOUR_MS, createdMs + rng.int(0, 60 * DAY_MS));
    addDestination({
      id,
      environment: plan.environment,
      name: uniqueName(`${recipient.name} ${VENDOR_DISPLAY_NAMES[vendor]}`) + plan.destinationSuffix,
      vendor,
      recipient_id: recipient.id,
      is_enabled: disabledMs === null,
      frequency_minutes: frequency,
      enabled_models: enabledModels,
      settings: vendorConfig.settings,
      secrets: vendorConfig.secrets,
      created_at: iso(createdMs),
      updated_at: iso(Math.max(createdMs, updatedMs)),
    });
    for (const p of products) link({ destination_id: id, product_id: p.id });
    const modelNames = enabledModels[0] === '*' ? available : enabledModels;
    return {
      id,
      vendor,
      createdMs,
      disabledMs,
      scenario,
      frequency,
      lastSuccessMs: null,
      models: modelNames.map((name) => ({ name, weight: modelWeights.get(name) ?? 1 })),
      dailyVolume: recipient.dailyVolume,
      host: vendorConfig.host,
      schema: vendorConfig.schema,
      failure: pickFailure(rng, vendor),
    };
  });
  stopSchedules(seeded);
  return seeded;

  /**
   * Turns a few healthy, enabled destinations made before the 30 days of history into stopped
   * schedules, one per `plan.stoppedSchedules` entry of the same frequency. They are chosen from a
   * stream of their own after every other draw, so the rest of the seed comes out as before.
   */
  function stopSchedules(all: SeededDestination[]) {
    const choose = createRng(`${plan.key}:stopped-schedules`);
    const candidates = choose.shuffle(
      all.filter(
        (d) => d.scenario === 'healthy' && d.disabledMs === null && d.createdMs < referenceMs - 30 * DAY_MS,
      ),
    );
    const pause = db.prepare('UPDATE destinations SET schedule_paused_at = ? WHERE id = ?');
    for (const stop of plan.stoppedSchedules) {
      const i = candidates.findIndex((c) => c.frequency === stop.frequency);
      const d = candidates[i];
      if (!d)
        throw new Error(`${plan.key}: no healthy destination left that runs every ${stop.frequency} minutes`);
      candidates.splice(i, 1);
      d.scenario = 'schedule_stopped';
      d.lastSuccessMs = referenceMs - stop.lastSuccessHoursAgo * HOUR_MS;
      pause.run(iso(d.lastSuccessMs), d.id);
    }
  }

  function createdAt(scenario: Scenario, recipientCreatedMs: number): number {
    if (scenario === 'brand_new') return referenceMs - rng.int(6, 30) * HOUR_MS - rng.int(0, HOUR_MS);
    if (scenario === 'never_succeeded') return referenceMs - rng.int(8, 14) * DAY_MS;
    // Most are older than the 30 days of history; some were added within it (their first transfer
    // is the initial full refresh).
    const newest = referenceMs - (rng.chance(0.15) ? rng.int(5, 29) : 35) * DAY_MS;
    const oldest = Math.max(recipientCreatedMs + DAY_MS, referenceMs - 420 * DAY_MS);
    return Math.round(rng.between(Math.min(oldest, newest), newest));
  }

  function uniqueName(base: string): string {
    const candidates = [base, ...rng.shuffle(DESTINATION_PURPOSES).map((p) => `${base} ${p}`)];
    const free = candidates.find((c) => !names.has(c));
    const name = free ?? `${base} ${names.size + 1}`;
    names.add(name);
    return name;
  }
}
