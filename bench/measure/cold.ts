/**
 * Cold online /overview on the large organisation: each run in a new context (no snapshot, no service
 * worker, empty HTTP cache, only the session cookie), time from navigation start to the first rows and
 * to the moment every alert is listed.
 */
import { MARKS, markTime } from '../marks.ts';
import type { MetricResult } from '../report.ts';
import { type Session, signedInContext } from '../session.ts';

const ALL_ALERTS_TIMEOUT_MS = 120_000;

export async function measureColdOverview(session: Session): Promise<MetricResult[]> {
  const rows: MetricResult = { id: 'cold-overview-rows', runs: [] };
  const alerts: MetricResult = { id: 'cold-overview-all-alerts', runs: [] };
  for (let i = 0; i < session.runs && !rows.error; i++) {
    const context = await signedInContext(session);
    try {
      const page = await context.newPage();
      await page.goto('/overview', { waitUntil: 'commit' });
      try {
        rows.runs.push(await markTime(page, MARKS.overviewRows));
      } catch (error) {
        rows.error = error instanceof Error ? error.message : String(error);
        // Without rows on screen there is no alert list to wait for.
        alerts.error = `not measured: ${rows.error}`;
      }
      // Once a mark is known to be missing, do not wait for it again in every run.
      if (alerts.error) continue;
      try {
        alerts.runs.push(await markTime(page, MARKS.overviewAllAlerts, ALL_ALERTS_TIMEOUT_MS));
      } catch (error) {
        alerts.error = error instanceof Error ? error.message : String(error);
      }
    } finally {
      await context.close();
    }
  }
  return [rows, alerts];
}
