/**
 * Every figure the bench reports, its budget and what the budget protects. No timing budget is in
 * milliseconds: each is a ratio to a reference measured in the same run, beside it (bench/pairs.ts): the
 * floor (bench/floor/: the least this stack must do for the same screen), the same load's first rows,
 * the demo organisation, the cheapest API endpoint, or with `--against` the last release. Sizes are
 * counted on the wire. Absolute figures are shown beside each ratio, as information.
 */
import type { Group } from './options.ts';

export type Unit = 'ms' | 'KB' | 'KiB' | 'MiB' | 'score' | 'shift' | 'count';

/**
 * How the figure is made from a result's runs (results.ts):
 * - `ratio`: a/b round by round, the median of those ratios (`of: 'p95'`: p95(a) / p95(b), for request
 *   latencies that are not paired), divided by the result's `divisor` when it has one;
 * - `share`: the same ratio in per cent;
 * - `difference`: median(a) − median(b) (Lighthouse scores);
 * - `value`: the median of `runs` (or its p95), in `unit`.
 */
export type Figure =
  | { kind: 'ratio'; of: 'rounds' | 'p95' }
  | { kind: 'share' }
  | { kind: 'difference' }
  | { kind: 'value'; at: 'median' | 'p95' };

export interface Budget {
  /** The figure must stay at or below this… */
  max?: number;
  /** …or at or above this. */
  min?: number;
  /** Where the figure should get to; reported, not enforced. */
  goal?: number;
}

export interface MetricSpec {
  id: string;
  /** The part of the bench that measures it (`--only`). */
  group: Group;
  label: string;
  figure: Figure;
  /** The unit of the runs (for a ratio, of a and b, shown as information). */
  unit: Unit;
  /** What the ratio or difference is against, e.g. 'floor'. */
  reference?: string;
  budget?: Budget;
  /** One line: what a user or operator loses when the budget breaks. */
  protects: string;
}

const rounds = { kind: 'ratio', of: 'rounds' } as const;
const median = { kind: 'value', at: 'median' } as const;

/** A warm offline or cold online screen against the floor. */
function againstFloor(id: string, label: string, protects: string): MetricSpec {
  return {
    id,
    group: id.startsWith('cold') ? 'cold' : 'offline',
    label,
    figure: rounds,
    unit: 'ms',
    reference: 'floor',
    budget: { max: 1.5, goal: 1.2 },
    protects,
  };
}

/** A Lighthouse load (mobile preset) of the console beside the floor's same screen. */
function lighthouse(key: string, page: string, scoreBudget: boolean, protects: string): MetricSpec[] {
  return [
    {
      id: `lighthouse-${key}`,
      group: 'lighthouse',
      label: `Lighthouse mobile ${page}: score − floor's`,
      figure: { kind: 'difference' },
      unit: 'score',
      reference: 'floor',
      ...(scoreBudget ? { budget: { min: -5 } } : {}),
      protects,
    },
    {
      id: `lighthouse-${key}-cls`,
      group: 'lighthouse',
      label: `  CLS ${page}`,
      figure: median,
      unit: 'shift',
      budget: { max: 0.05 },
      protects: 'nothing on the page jumps while it loads and the app takes over the first paint',
    },
    {
      id: `lighthouse-${key}-tbt`,
      group: 'lighthouse',
      label: `  TBT ${page}`,
      figure: median,
      unit: 'ms',
      protects:
        'the main thread is free for taps while the page loads (no budget; it weighs most in the score)',
    },
  ];
}

/** The 20,000-destination organisation against the demo organisation (62), the same screen. */
function atScale(id: string, label: string, max: number, unit: Unit, protects: string): MetricSpec {
  return {
    id,
    group: 'scale',
    label,
    figure: rounds,
    unit,
    reference: 'demo org',
    budget: { max },
    protects,
  };
}

/** The console of this tree against the console of `--against=REF`, on the same server and seed. */
function againstRef(id: string, label: string): MetricSpec {
  return {
    id: `against-${id}`,
    group: 'against',
    label,
    figure: rounds,
    unit: 'ms',
    reference: 'REF',
    protects: 'a change shows what it costs against the last release (no budget; read it in the commit)',
  };
}

export const METRICS: readonly MetricSpec[] = [
  {
    id: 'wire-overview-before',
    group: 'wire',
    label: '/overview first visit: gzip JS fetched before the first row',
    figure: median,
    unit: 'KB',
    budget: { max: 170 },
    protects:
      'a first visit on a phone: everything fetched before the rows competes with them (web.dev: 170 KB)',
  },
  {
    id: 'wire-overview-after',
    group: 'wire',
    label: '  after the first row, until the network is idle',
    figure: median,
    unit: 'KB',
    protects: 'what the rest of the page and the worker install fetch (reported)',
  },
  {
    id: 'wire-login-before',
    group: 'wire',
    label: '/login first visit: gzip JS fetched before the form is usable',
    figure: median,
    unit: 'KB',
    budget: { max: 170 },
    protects: 'signing in on a new phone',
  },
  {
    id: 'wire-login-after',
    group: 'wire',
    label: '  after the form is usable, until the network is idle',
    figure: median,
    unit: 'KB',
    protects: 'what the worker install and the rest fetch (reported)',
  },
  {
    id: 'size-precache',
    group: 'wire',
    label: 'Precache (every entry, raw)',
    figure: median,
    unit: 'KiB',
    budget: { max: 1536 },
    protects: "what installing or updating the app downloads in the background, on the user's data plan",
  },
  againstFloor(
    'offline-overview-x1',
    'Warm offline /overview first rows, CPU ×1',
    'reopening the console offline shows the last rows at once, not a spinner',
  ),
  againstFloor(
    'offline-overview-x4',
    'Warm offline /overview first rows, CPU ×4',
    'the same on a mid-range phone',
  ),
  againstFloor(
    'offline-destination-x1',
    'Warm offline destination General, CPU ×1',
    'a destination saved on the device opens offline at once',
  ),
  againstFloor(
    'offline-destination-x4',
    'Warm offline destination General, CPU ×4',
    'the same on a mid-range phone',
  ),
  ...[1, 4].map(
    (rate): MetricSpec => ({
      id: `palette-x${rate}`,
      group: 'offline',
      label: `Offline Ctrl+K → first result, CPU ×${rate}`,
      figure: rounds,
      unit: 'ms',
      reference: 'first rows',
      budget: { max: 2 },
      protects: 'on-call finds a destination by name offline in about the time the overview took to show',
    }),
  ),
  {
    id: 'overdue-share',
    group: 'offline',
    label: "Overdue for the whole organisation, share of a warm offline /overview's main thread",
    figure: { kind: 'share' },
    unit: 'ms',
    reference: 'main thread',
    budget: { max: 5 },
    protects: 'judging every destination overdue or not holds up no tap or scroll',
  },
  againstFloor(
    'cold-overview',
    'Cold online /overview first rows',
    'a first visit to a large organisation shows rows without waiting for all of them',
  ),
  againstFloor(
    'cold-destination',
    'Cold online destination General',
    'a link to a destination opens quickly on a device that has never seen the console',
  ),
  {
    id: 'row-click',
    group: 'click',
    label: 'Row click → destination General (online, warm)',
    figure: rounds,
    unit: 'ms',
    reference: "floor's click",
    budget: { max: 2 },
    protects: 'opening a destination from the list feels instant',
  },
  ...[
    ['api-destinations-page', 'API GET /destinations?page_size=100, p95'],
    ['api-destination-activity', 'API GET /destinations/{id}/activity, p95'],
  ].map(
    ([id, label]): MetricSpec => ({
      id: id as string,
      group: 'api',
      label: label as string,
      figure: { kind: 'ratio', of: 'p95' },
      unit: 'ms',
      reference: '/auth-status',
      protects: 'list pages and histories stay quick for a large organisation, 8 clients at once (reported)',
    }),
  ),
  {
    id: 'seen-saved',
    group: 'seen',
    label: 'Seen is saved: data on screen → committed, p95',
    figure: { kind: 'value', at: 'p95' },
    unit: 'ms',
    budget: { max: 250 },
    protects: "what a person saw is on the device a moment later: a person's dwell, not a machine's speed",
  },
  {
    id: 'seen-saved-count',
    group: 'seen',
    label: '  screen rows written per walk',
    figure: median,
    unit: 'count',
    protects: 'how many writes the figure above is made of (reported)',
  },
  atScale(
    'scale-offline-overview',
    'Warm offline /overview first rows',
    1.3,
    'ms',
    "a large organisation's console opens offline as fast as a small one's",
  ),
  atScale(
    'scale-offline-destination',
    'Warm offline destination General',
    1.3,
    'ms',
    'the same for a destination',
  ),
  atScale('scale-cold-overview', 'Cold online /overview first rows', 1.3, 'ms', 'a first visit is as quick'),
  atScale(
    'scale-cold-destination',
    'Cold online destination General',
    1.3,
    'ms',
    'the same for a destination',
  ),
  atScale('scale-palette', 'Offline Ctrl+K → first result', 1.5, 'ms', 'search stays quick among 20,000'),
  atScale(
    'scale-heap',
    'JS heap after every route once',
    4,
    'MiB',
    'a long session on a phone keeps its memory',
  ),
  {
    id: 'scale-all-alerts',
    group: 'scale',
    label: 'Cold online: every alert counted, per page of destinations',
    figure: rounds,
    unit: 'ms',
    reference: '5,000 org',
    budget: { max: 1 },
    protects: 'the time until every alert is counted grows no faster than the number of pages',
  },
  ...lighthouse('login', '/login, cold', true, 'the sign-in page loads fast on a throttled phone'),
  ...lighthouse(
    'overview',
    '/overview, signed in, warm',
    true,
    'the main page loads fast on a throttled phone',
  ),
  ...lighthouse(
    'destination',
    'a destination, signed in, warm',
    false,
    'the page an alert leads to (reported)',
  ),
  againstRef('offline-overview-x1', 'Warm offline /overview first rows, CPU ×1'),
  againstRef('offline-overview-x4', 'Warm offline /overview first rows, CPU ×4'),
  againstRef('offline-destination-x1', 'Warm offline destination General, CPU ×1'),
  againstRef('offline-destination-x4', 'Warm offline destination General, CPU ×4'),
  againstRef('palette-x1', 'Offline Ctrl+K → first result, CPU ×1'),
  againstRef('cold-overview', 'Cold online /overview first rows'),
  againstRef('cold-destination', 'Cold online destination General'),
];
