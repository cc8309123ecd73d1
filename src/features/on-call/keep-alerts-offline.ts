/**
 * Offline depth for on-call, by design rather than by accident of visits: after each refresh
 * of the overview (its summary fetched anew, whichever screen asked), the console keeps in the
 * background what an on-call person opens next for an alert, under the very keys the pages read, so the
 * persisted snapshot (offline/persistence.ts) serves those pages offline:
 * - the first page of the alert's Activity (each entry carries its whole transfer: model errors, traces);
 * - the Transfer Job page of its last failed transfer (taken from that page: no request of its own);
 * - its recipient, for the General tab's Recipient card;
 * and, for every destination's General tab (the overview's pages keep each destination whole), the
 * destination form's definition, which labels the connection settings.
 * Bounded (alert-keeping.ts): the newest KEPT_ALERTS_MAX alerts, KEEPING_REQUESTS_IN_FLIGHT requests at
 * a time, no retries; nothing offline, nothing when the user asked to save data or the connection is
 * metered or 2G; nothing for an alert whose kept page already holds its last transfer, and the form only
 * when missing or a day old; it stops at a sign-out or an environment switch. Figures per refresh:
 * BENCHMARKS.md.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import { isOnline } from '../../offline/network-status.ts';
import { whenRestoredLater } from '../../offline/restore-progress.ts';
import { destinationKeys } from '../destinations/queries.ts';

/** What the Network Information API may say (Chromium; absent elsewhere, which allows the keeping). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  /** An older draft's flag, still set by some browsers. */
  metered?: boolean;
}

export function connectionAllowsKeeping(
  connection = (globalThis.navigator as { connection?: ConnectionHints } | undefined)?.connection,
): boolean {
  if (!connection) return true;
  const slow = connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
  return connection.saveData !== true && connection.metered !== true && !slow;
}

type SummaryKey = readonly [Environment, 'destinations', 'overview'];

/** Starts keeping the alerts after each overview refresh; returns the function that stops it. */
export function keepAlertsOffline(client: QueryClient): () => void {
  const allowed = () => isOnline() && connectionAllowsKeeping();
  let running = false;
  let next: SummaryKey | null = null;
  const run = (summaryKey: SummaryKey) => {
    // One run at a time; a refresh during a run is followed by one more run, not by a second in parallel.
    if (running) {
      next = summaryKey;
      return;
    }
    running = true;
    // The kept pages restored after the first render must be in before anything is judged missing.
    void whenRestoredLater()
      .then(async () => {
        if (!allowed()) return;
        const { keepAlerts } = await import('./alert-keeping.ts');
        await keepAlerts(client, summaryKey, allowed);
      })
      .catch(() => {
        // Not loadable or not readable now: the next refresh tries again.
      })
      .finally(() => {
        running = false;
        const again = next;
        next = null;
        if (again) run(again);
      });
  };
  return client.getQueryCache().subscribe((event) => {
    // The summary's own fetch ended (its pages are written by then); its partial writes are manual.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const environment = event.query.queryKey[0] as Environment;
    if (event.query.queryHash !== hashKey(destinationKeys.overview(environment))) return;
    run(event.query.queryKey as unknown as SummaryKey);
  });
}
