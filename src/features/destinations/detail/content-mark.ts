import { useEffect } from 'react';

/**
 * Read by the performance benchmark: the moment a destination's General tab first shows real data
 * (from the cache or the API), not the spinner.
 */
export const DESTINATION_CONTENT_MARK = 'content:destination';

export function useDestinationContentMark(ready: boolean) {
  useEffect(() => {
    if (ready && performance.getEntriesByName(DESTINATION_CONTENT_MARK, 'mark').length === 0) {
      performance.mark(DESTINATION_CONTENT_MARK);
    }
  }, [ready]);
}
