/**
 * Performance marks: the contract between the console and the benchmark (bench/), which reads them with
 * performance.getEntriesByName. Each names the moment a screen first shows real content (from the
 * snapshot or the network), never a spinner; the first of them also releases what waits for the first
 * screen's content (first-content.ts). Renaming one breaks the benchmark.
 */
import { firstContentShown } from './first-content.ts';

export const PERF_MARKS = {
  /** The overview shows real destination rows. */
  overviewRows: 'console:overview-rows',
  /** Every page of destinations is loaded and all alerts are listed. */
  overviewAllAlerts: 'console:overview-all-alerts',
  /** A destination page's General tab shows the destination's real data. */
  destinationGeneral: 'console:destination-general',
  /** The sign-in form is the console's own, usable (no longer the prerendered first paint). */
  loginForm: 'console:login-form',
} as const;

export type PerfMark = (typeof PERF_MARKS)[keyof typeof PERF_MARKS];

const canMark = () => typeof performance !== 'undefined' && typeof performance.mark === 'function';

/** Marks the first time only, for the whole page load (later visits of the screen keep the first). */
export function markOnce(name: PerfMark): void {
  firstContentShown();
  if (!canMark() || performance.getEntriesByName(name, 'mark').length > 0) return;
  performance.mark(name);
}

/**
 * Marks anew, replacing the previous mark of that name: one mark per in-app navigation. `detail` says
 * what was shown (e.g. which destination), for a reader that checks it measured the right arrival.
 */
export function markAgain(name: PerfMark, detail?: unknown): void {
  firstContentShown();
  if (!canMark()) return;
  performance.clearMarks(name);
  performance.mark(name, detail === undefined ? undefined : { detail });
}
