import { useEffect } from 'react';
import { markAgain, PERF_MARKS } from '../../../lib/perf-mark.ts';

/**
 * The destination page's performance mark (lib/perf-mark.ts): the General tab shows the destination's
 * real data (from a list row, the cache or the API), never the spinner. Made anew on each arrival at a
 * destination's General tab, so a click from the list to the tab is measured within one page load; its
 * detail names the destination.
 */
export function useDestinationGeneralMark(destinationId: string) {
  useEffect(() => {
    markAgain(PERF_MARKS.destinationGeneral, { destinationId });
  }, [destinationId]);
}
