import { useEffect } from 'react';
import { markOnce, PERF_MARKS } from '../../lib/perf-mark.ts';

/**
 * The overview's performance marks (lib/perf-mark.ts), once per page load, at the first commit that
 * shows them: real rows (from the snapshot or the network, or the empty message of a finished list), and
 * every alert of a completely loaded organisation. Never for the spinner.
 */
export function useOverviewMarks({
  rowsShown,
  allAlerts = false,
}: {
  rowsShown: boolean;
  allAlerts?: boolean;
}) {
  useEffect(() => {
    if (rowsShown) markOnce(PERF_MARKS.overviewRows);
  }, [rowsShown]);
  useEffect(() => {
    if (allAlerts) markOnce(PERF_MARKS.overviewAllAlerts);
  }, [allAlerts]);
}
