import type { Environment } from '../../../src/api/schemas/envelope.ts';

/**
 * How much each environment gets. Prod is the showcase; staging is deliberately small and uses its
 * own company names; `large` stresses lists (5,000 destinations × 40 transfers = 200,000 transfers);
 * `huge` is four times large's organisation with the same mix (PROD_HUGE below).
 */
export type SeedScale = 'default' | 'large' | 'huge';

/**
 * A destination whose schedule stopped (overdue but green): enabled, its last transfer a
 * success that ended `lastSuccessHoursAgo` before the reference, nothing since, and the scheduler
 * leaves it alone (`schedule_paused_at`). One of the plan's enabled, healthy destinations created
 * before the 30 days of history that runs at `frequency` is stopped; its other data stays as drawn.
 */
export interface StoppedSchedule {
  frequency: number;
  lastSuccessHoursAgo: number;
}

export interface SeedPlan {
  environment: Environment;
  /** Part of every PRNG stream name: the same plan always yields the same rows. */
  key: string;
  sourceNames: [warehouse: string, billing: string];
  /** null: every model of the catalog. */
  modelNames: string[] | null;
  productNames: string[];
  recipients: number;
  destinations: number;
  /** Appended to destination names so the environment shows at a glance. */
  destinationSuffix: string;
  /** 'daily': one transfer a day over the last 30 days; a number: that many over 30 days. */
  transfersPerDestination: 'daily' | number;
  scenarios: {
    failing: number;
    neverSucceeded: number;
    cancelledLast: number;
    running: number;
    pending: number;
    brandNew: number;
    disabled: number;
  };
  stoppedSchedules: StoppedSchedule[];
  integrityShare: number;
  credentials: number;
  magicLinks: { total: number; used: number; olderThanAWeek: number };
  webhooks: number;
}

const PROD: SeedPlan = {
  environment: 'prod',
  key: 'prod',
  sourceNames: ['Production Snowflake', 'Billing Postgres'],
  modelNames: null,
  productNames: ['default', 'Commerce', 'Billing', 'Product Analytics'],
  recipients: 25,
  destinations: 62,
  destinationSuffix: '',
  transfersPerDestination: 'daily',
  scenarios: {
    failing: 8,
    neverSucceeded: 1,
    cancelledLast: 1,
    running: 2,
    pending: 1,
    brandNew: 1,
    disabled: 7,
  },
  // Overdue by more than twice their frequency: hourly 5 h, every 6 h 2 days, daily 4 days.
  stoppedSchedules: [
    { frequency: 60, lastSuccessHoursAgo: 5 },
    { frequency: 360, lastSuccessHoursAgo: 48 },
    { frequency: 1440, lastSuccessHoursAgo: 96 },
  ],
  integrityShare: 0.4,
  credentials: 5,
  magicLinks: { total: 8, used: 3, olderThanAWeek: 4 },
  webhooks: 4,
};

/** 1 % of the large (and huge) organisation, over every frequency, each overdue 3–7 times its frequency. */
function largeStoppedSchedules(count: number): StoppedSchedule[] {
  const frequencies = [60, 360, 0, 1440, 720, 15];
  return Array.from({ length: count }, (_, i) => {
    const frequency = frequencies[i % frequencies.length] ?? 60;
    return { frequency, lastSuccessHoursAgo: ((frequency || 1440) / 60) * (3 + (i % 5)) };
  });
}

const PROD_LARGE: SeedPlan = {
  ...PROD,
  key: 'prod-large',
  recipients: 400,
  destinations: 5000,
  transfersPerDestination: 40,
  scenarios: {
    failing: 250,
    neverSucceeded: 25,
    cancelledLast: 50,
    running: 40,
    pending: 20,
    brandNew: 0,
    disabled: 300,
  },
  stoppedSchedules: largeStoppedSchedules(50),
  integrityShare: 0.1,
  credentials: 20,
  magicLinks: { total: 40, used: 12, olderThanAWeek: 15 },
};

/** How many times large's organisation the huge one is: destinations, recipients and every scenario. */
const HUGE_FACTOR = 4;
const times = (counts: SeedPlan['scenarios'], factor: number) =>
  Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, n * factor])) as SeedPlan['scenarios'];

/**
 * 20,000 destinations with large's mix. 12 transfers each (one every 2.5 days, 240,000 in all), not
 * large's 40: each still has a last transfer, a last success (bar the never-succeeded) and two Activity
 * pages of 10, while the database stays near large's size (290 MB, seeded in under 10 s on 2 cores);
 * 40 each would be 800,000 transfers and about a gigabyte.
 */
const PROD_HUGE: SeedPlan = {
  ...PROD_LARGE,
  key: 'prod-huge',
  recipients: PROD_LARGE.recipients * HUGE_FACTOR,
  destinations: PROD_LARGE.destinations * HUGE_FACTOR,
  transfersPerDestination: 12,
  scenarios: times(PROD_LARGE.scenarios, HUGE_FACTOR),
  stoppedSchedules: largeStoppedSchedules(PROD_LARGE.stoppedSchedules.length * HUGE_FACTOR),
  credentials: PROD_LARGE.credentials * HUGE_FACTOR,
  magicLinks: { total: 160, used: 48, olderThanAWeek: 60 },
};

const STAGING: SeedPlan = {
  environment: 'staging',
  key: 'staging',
  sourceNames: ['Staging Snowflake', 'Staging Billing Postgres'],
  modelNames: ['orders', 'order_items', 'customers', 'invoices', 'payments', 'events'],
  productNames: ['default', 'Commerce', 'Billing'],
  recipients: 6,
  destinations: 12,
  destinationSuffix: ' (staging)',
  transfersPerDestination: 'daily',
  scenarios: {
    failing: 2,
    neverSucceeded: 0,
    cancelledLast: 0,
    running: 1,
    pending: 0,
    brandNew: 1,
    disabled: 1,
  },
  // 0: the organisation's default, 1440 minutes.
  stoppedSchedules: [{ frequency: 0, lastSuccessHoursAgo: 72 }],
  integrityShare: 0.3,
  credentials: 0,
  magicLinks: { total: 3, used: 1, olderThanAWeek: 1 },
  webhooks: 1,
};

const PROD_BY_SCALE: Record<SeedScale, SeedPlan> = { default: PROD, large: PROD_LARGE, huge: PROD_HUGE };

export const plansFor = (scale: SeedScale): SeedPlan[] => [PROD_BY_SCALE[scale], STAGING];
