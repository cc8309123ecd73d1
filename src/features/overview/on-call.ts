import {
  type Overdue,
  type OverdueContext,
  overdueOf,
  recentSuccessThreshold,
  runningAt,
} from '../../lib/overdue.ts';
import { type OverviewRow, selectOverview } from './split.ts';

/**
 * What on-call reads off the whole organisation: the overdue destinations that are not
 * alerts, the alerts that are overdue too (lib/overdue.ts), how many destinations need attention
 * (alerts and overdue, each destination once: the app badge), and the set a look at the overview sees
 * (last-look.ts).
 */
/**
 * performance.measure name of one computeOnCall over the whole list, as the overview runs it (read by
 * the benchmark: BENCHMARKS.md).
 */
export const OVERDUE_MEASURE = 'console:overdue';

export interface OverdueRow {
  row: OverviewRow;
  overdue: Overdue;
}

/** One destination of a look: an alert, or an overdue destination whose last transfer succeeded. */
export interface LookEntry {
  id: string;
  name: string;
  /** The status of its last completed transfer (null: none yet); SUCCESS only for an overdue one. */
  status: string | null;
  /** When its last completed transfer ended (ISO), or null. */
  lastAttempt: string | null;
}

/** An entry that is there only for being overdue. */
export const isOverdueOnly = (entry: Pick<LookEntry, 'status'>) => entry.status === 'SUCCESS';

export interface OnCall {
  /**
   * The overdue destinations that are not alerts (their last completed transfer succeeded), in the
   * list's order: the Overdue table orders them as the user chooses (overdueLongestFirst first). A late
   * alert is already on the Alerts tab; listed here too, the failing ones outnumbered the silent ones.
   */
  overdue: readonly OverdueRow[];
  /** The alerts that are overdue too, by id: the Alerts tab says so in their rows. */
  lateAlerts: ReadonlyMap<string, Overdue>;
  /** Destinations that are alerts or overdue, each once. */
  attention: number;
  /** The alerts, then the overdue destinations that are not alerts. */
  look: readonly LookEntry[];
}

export interface OnCallContext {
  /** Epoch ms the destinations are judged at (the console: now). */
  asOf: number;
  defaultFrequencyMinutes: number | undefined;
  /**
   * Destinations with a transfer known to be PENDING or RUNNING, each with when that was seen (epoch ms;
   * lib/overdue.ts runningAt says which sightings count).
   */
  running: ReadonlyMap<string, number>;
}

export function computeOnCall(destinations: readonly OverviewRow[], context: OnCallContext): OnCall {
  const { asOf, defaultFrequencyMinutes, running } = context;
  // The alerts as the overview's tabs split them (made once per list, split.ts)...
  const alerts = selectOverview(destinations).alerts.map(
    (row): LookEntry => ({
      id: row.id,
      name: row.name,
      status: row.last_completed_transfer?.status ?? null,
      lastAttempt: row.last_completed_transfer?.ended_at ?? null,
    }),
  );
  // ...and the overdue ones. Most destinations succeeded lately: told so by comparing text, without a
  // call or a parse per row (the first judgement runs as cold code: 5,000 in under 5 ms, BENCHMARKS.md).
  const overdue: OverdueRow[] = [];
  const lateAlerts = new Map<string, Overdue>();
  const overdueSuccesses: LookEntry[] = [];
  const thresholds = new Map<number | undefined, string>();
  const judged: OverdueContext = { asOf, defaultFrequencyMinutes };
  for (let i = 0; i < destinations.length; i++) {
    const row = destinations[i] as OverviewRow;
    if (row.is_enabled !== true) continue;
    const lastSuccess = row.last_successful_transfer_ended_at;
    if (lastSuccess !== null && lastSuccess.length === 24 && lastSuccess.charCodeAt(23) === Z) {
      let threshold = thresholds.get(row.frequency_minutes);
      if (threshold === undefined) {
        threshold = recentSuccessThreshold(asOf, row.frequency_minutes, defaultFrequencyMinutes);
        thresholds.set(row.frequency_minutes, threshold);
      }
      if (lastSuccess >= threshold) continue;
    }
    judged.running = runningAt(running.get(row.id), asOf);
    const late = overdueOf(row, judged);
    if (late === null) continue;
    const last = row.last_completed_transfer;
    // Split as split.ts does: anything but SUCCESS (none yet included) is an alert.
    if (last?.status === 'SUCCESS') {
      overdue.push({ row, overdue: late });
      overdueSuccesses.push({ id: row.id, name: row.name, status: 'SUCCESS', lastAttempt: last.ended_at });
    } else lateAlerts.set(row.id, late);
  }
  // The alerts, then the overdue destinations that are not alerts.
  const look = alerts.concat(overdueSuccesses);
  return { overdue, lateAlerts, attention: look.length, look };
}

const Z = 90; // 'Z'

/**
 * Overdue longest first (the earliest to become overdue), then by name. Not by `times`: whole
 * frequencies elapsed grow at each destination's own pace, so rows ordered by them swapped places while
 * the page was open, or between the list read online and its offline copy read later (a CI walk).
 * Names compare by code unit, not localeCompare: the page's first localeCompare loads the collator,
 * tens of ms the overview's first judgement would pay (BENCHMARKS.md).
 */
export const overdueLongestFirst = (a: OverdueRow, b: OverdueRow) =>
  a.overdue.overdueSince - b.overdue.overdueSince ||
  (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0);
