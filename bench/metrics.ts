/**
 * Every figure the bench reports, its budget and what the budget protects (issue 6). Sizes are also
 * enforced by the build with the same limits (scripts/check-budgets.mjs: 167 KiB, 170 KiB signed in,
 * 1.5 MiB); timings are only reported here, pass or fail.
 */
import type { Group } from './options.ts';

/** `shift`: Cumulative Layout Shift, a unitless sum of layout-shift scores; `count`: how many. */
export type Unit = 'ms' | 'KiB' | 'MiB' | 'score' | 'shift' | 'count';

export interface Budget {
  /** Which statistic the budget is about. */
  at: 'median' | 'p95';
  /** 'max': the figure must stay at or below the limit; 'min': at or above. */
  direction: 'max' | 'min';
  limit: number;
}

export interface MetricSpec {
  id: string;
  /** The part of the bench that measures it (`--only`). */
  group: Group;
  label: string;
  unit: Unit;
  /** Whether a p95 is meaningful (many samples, e.g. API requests); else only the median is shown. */
  p95: boolean;
  budget?: Budget;
  /** One line: what a user or operator loses when the budget breaks. */
  protects: string;
}

const max = (limit: number, at: Budget['at'] = 'median'): Budget => ({ at, direction: 'max', limit });
const min = (limit: number): Budget => ({ at: 'median', direction: 'min', limit });

/**
 * A Lighthouse run (mobile preset) of one page, reported three ways: its performance score (budget ≥ 90
 * where `scoreBudget`), and beside it Cumulative Layout Shift (< 0.05 everywhere: nothing may jump as the
 * app takes over) and Total Blocking Time (reported; it drives the score on a slow phone CPU).
 */
function lighthouse<K extends string>(key: K, page: string, scoreBudget: boolean, why: { score: string }) {
  return [
    {
      id: `lighthouse-${key}`,
      group: 'lighthouse',
      label: `Lighthouse performance ${page} (mobile)`,
      unit: 'score',
      p95: false,
      ...(scoreBudget ? { budget: min(90) } : {}),
      protects: why.score,
    },
    {
      id: `lighthouse-${key}-cls`,
      group: 'lighthouse',
      label: `  CLS ${page}`,
      unit: 'shift',
      p95: false,
      budget: max(0.05),
      protects: 'nothing on the page jumps while it loads and the app takes over the first paint',
    },
    {
      id: `lighthouse-${key}-tbt`,
      group: 'lighthouse',
      label: `  TBT ${page}`,
      unit: 'ms',
      p95: false,
      protects:
        'the main thread is free for taps while the page loads (no budget; it weighs most in the score)',
    },
  ] as const;
}

/**
 * Seen is saved (issue 22): the snapshot of an organisation after a visit of /overview (every page) and a
 * destination's page, and the restore of a reload of /overview, online and offline (measure/seen.ts).
 */
function snapshot<K extends string>(key: K, organisation: string) {
  return [
    {
      id: `seen-snapshot-${key}`,
      group: 'seen',
      label: `Snapshot, rows' size (${organisation})`,
      unit: 'KiB',
      p95: false,
      protects: 'what the offline copy weighs on the device (no budget; the storage budget caps it)',
    },
    {
      id: `seen-snapshot-rows-${key}`,
      group: 'seen',
      label: `  rows (${organisation})`,
      unit: 'count',
      p95: false,
      protects: 'how many queries the offline copy holds (reported)',
    },
    {
      id: `seen-storage-${key}`,
      group: 'seen',
      label: `  storage.estimate() usage (${organisation})`,
      unit: 'KiB',
      p95: false,
      protects: "the origin's whole use: IndexedDB on disk and the service worker's caches (reported)",
    },
    {
      id: `seen-restore-online-${key}`,
      group: 'seen',
      label: `Restore, reload of /overview online (${organisation})`,
      unit: 'ms',
      p95: true,
      protects: 'the first render waits for it: a returning user sees the last data at once (reported)',
    },
    {
      id: `seen-restore-offline-${key}`,
      group: 'seen',
      label: `Restore, reload of /overview offline (${organisation})`,
      unit: 'ms',
      p95: true,
      protects: 'the same offline, where the snapshot is all there is (reported)',
    },
  ] as const;
}

export const METRICS = [
  {
    id: 'size-overview-js',
    group: 'sizes',
    label: '/overview initial JS (gzip)',
    unit: 'KiB',
    p95: false,
    budget: max(167),
    protects: 'the first visit on a slow phone connection: less to download, parse and run before rows show',
  },
  {
    id: 'size-overview-signed-in-js',
    group: 'sizes',
    label: '/overview + snapshot restore, signed in (gzip)',
    unit: 'KiB',
    p95: false,
    budget: max(170),
    protects: 'a returning user on a slow phone: all of it is fetched before the first row shows',
  },
  {
    id: 'size-login-js',
    group: 'sizes',
    label: '/login initial JS (gzip)',
    unit: 'KiB',
    p95: false,
    protects: 'signing in on a new device (no budget of its own; shares the entry with /overview)',
  },
  {
    id: 'size-precache',
    group: 'sizes',
    label: 'Precache (every entry, raw)',
    unit: 'KiB',
    p95: false,
    budget: max(1536),
    protects: "what installing or updating the app downloads in the background, on the user's data plan",
  },
  {
    id: 'offline-overview-x1',
    group: 'offline',
    label: 'Warm offline /overview rows, CPU ×1',
    unit: 'ms',
    p95: true,
    budget: max(300),
    protects: 'reopening the console offline shows the last rows at once, not a spinner',
  },
  {
    id: 'offline-overview-x4',
    group: 'offline',
    label: 'Warm offline /overview rows, CPU ×4',
    unit: 'ms',
    p95: true,
    budget: max(800),
    protects: 'the same on a mid-range phone (four times slower CPU)',
  },
  {
    id: 'offline-destination-x1',
    group: 'offline',
    label: 'Warm offline destination General, CPU ×1',
    unit: 'ms',
    p95: true,
    budget: max(300),
    protects: 'a destination page saved on the device opens offline at once',
  },
  {
    id: 'offline-destination-x4',
    group: 'offline',
    label: 'Warm offline destination General, CPU ×4',
    unit: 'ms',
    p95: true,
    budget: max(800),
    protects: 'the same on a mid-range phone',
  },
  {
    id: 'offline-palette-x1',
    group: 'offline',
    label: 'Offline palette Ctrl+K → first result (large org), CPU ×1',
    unit: 'ms',
    p95: true,
    protects: 'on-call finds a destination by name offline without waiting (reported; no budget yet)',
  },
  {
    id: 'offline-palette-x4',
    group: 'offline',
    label: 'Offline palette Ctrl+K → first result (large org), CPU ×4',
    unit: 'ms',
    p95: true,
    protects: 'the same on a mid-range phone',
  },
  {
    id: 'cold-overview-rows',
    group: 'cold',
    label: 'Cold online /overview rows (large org)',
    unit: 'ms',
    p95: true,
    budget: max(1500),
    protects:
      'a first visit to an organisation of 5,000 destinations shows rows without waiting for all of them',
  },
  {
    id: 'cold-overview-all-alerts',
    group: 'cold',
    label: 'Cold online /overview every alert (large org)',
    unit: 'ms',
    p95: true,
    protects: 'how long until the alert list is complete (no budget; reported so it does not creep)',
  },
  {
    id: 'overdue-x1',
    group: 'overdue',
    label: 'Overdue for the large org (5,000 destinations), CPU ×1',
    unit: 'ms',
    p95: true,
    budget: max(5),
    protects:
      'judging every destination overdue or not, once the list is in, holds up no tap or scroll (issue 25)',
  },
  {
    id: 'row-click-general',
    group: 'click',
    label: 'Row click → General tab (online, warm)',
    unit: 'ms',
    p95: true,
    budget: max(150),
    protects: 'opening a destination from the list feels instant',
  },
  {
    id: 'api-destinations-page',
    group: 'api',
    label: 'API GET /destinations?page_size=100',
    unit: 'ms',
    p95: true,
    budget: max(50, 'p95'),
    protects: 'list pages and the overview stay quick for a large organisation, 8 clients at once',
  },
  {
    id: 'api-destination-activity',
    group: 'api',
    label: 'API GET /destinations/{id}/activity',
    unit: 'ms',
    p95: true,
    budget: max(50, 'p95'),
    protects: 'a destination with a long history opens quickly (200,000 transfers in the org)',
  },
  {
    id: 'heap-all-routes',
    group: 'heap',
    label: 'JS heap after every route once',
    unit: 'MiB',
    p95: false,
    protects: 'memory of a long session on a phone (no budget; reported so leaks show)',
  },
  ...snapshot('large', 'large org'),
  ...snapshot('demo', 'demo org'),
  {
    id: 'seen-saved',
    group: 'seen',
    label: 'Seen is saved: data on screen → committed (large org)',
    unit: 'ms',
    p95: true,
    budget: max(250, 'p95'),
    protects: 'what a person saw is on the device a moment later: leaving at once loses nothing (issue 22)',
  },
  {
    id: 'seen-saved-count',
    group: 'seen',
    label: '  screen rows written per walk',
    unit: 'count',
    p95: false,
    protects: 'how many writes the figure above is made of (reported)',
  },
  ...lighthouse('login', '/login, cold (first visit, no service worker)', true, {
    score: "the sign-in page loads fast on a throttled phone (Lighthouse's mobile preset)",
  }),
  ...lighthouse('login-warm', '/login, warm service worker', false, {
    score: 'signing in again on a device that has the app: served by the worker',
  }),
  ...lighthouse('overview', '/overview, signed in, warm', true, {
    score: 'the main page of a signed-in user loads fast on a throttled phone',
  }),
  ...lighthouse('destination', 'a destination page, signed in, warm', false, {
    score: 'the page an alert leads to loads fast on a throttled phone',
  }),
] as const satisfies readonly MetricSpec[];

export type MetricId = (typeof METRICS)[number]['id'];
