/**
 * Overdue for the large organisation (issue 25): each run opens /overview in a new context (as
 * cold-overview.ts does, CPU unthrottled) and reads how long the app's own judgement of the whole list
 * took (computeOnCall, measured in src/features/overview/on-call-layer.tsx): the first measure of the
 * load, made once every page of the 5,000 destinations is in.
 */
import { MEASURES, measureDuration } from '../marks.ts';
import type { MetricResult } from '../report.ts';
import { type Session, signedInContext } from '../session.ts';

/** Every page of the organisation has to arrive first (the all-alerts figure: under 2 s on a quiet machine). */
const WHOLE_LIST_TIMEOUT_MS = 120_000;

export async function measureOverdue(session: Session): Promise<MetricResult[]> {
  const overdue: MetricResult = { id: 'overdue-x1', runs: [] };
  for (let i = 0; i < session.runs && !overdue.error; i++) {
    const context = await signedInContext(session);
    try {
      const page = await context.newPage();
      await page.goto('/overview', { waitUntil: 'commit' });
      overdue.runs.push(await measureDuration(page, MEASURES.overdue, WHOLE_LIST_TIMEOUT_MS));
    } catch (error) {
      overdue.error = error instanceof Error ? error.message : String(error);
    } finally {
      await context.close();
    }
  }
  return [overdue];
}
