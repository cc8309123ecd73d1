import { useEffect } from 'react';

/**
 * Read by the performance benchmark: the moment the overview first shows real content, i.e. rows from
 * the cache or the API (or the empty message when there are none), not the spinner.
 */
export const OVERVIEW_CONTENT_MARK = 'content:overview';

/** Sets the mark once per page load, after the first commit that shows data. */
export function useOverviewContentMark(ready: boolean) {
  useEffect(() => {
    if (ready && performance.getEntriesByName(OVERVIEW_CONTENT_MARK, 'mark').length === 0) {
      performance.mark(OVERVIEW_CONTENT_MARK);
    }
  }, [ready]);
}
