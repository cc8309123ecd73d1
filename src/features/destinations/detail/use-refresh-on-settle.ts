import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { destinationKeys } from '../queries.ts';

/**
 * When the jobs on screen stop running, the destination's own summary (its last transfer, shown in
 * the General tab and the lists) has changed as well: read it again at that moment, not on a timer.
 */
export function useRefreshOnSettle(inFlight: boolean, destinationId: string) {
  const queryClient = useQueryClient();
  const wasInFlight = useRef(inFlight);
  useEffect(() => {
    if (wasInFlight.current && !inFlight) {
      void queryClient.invalidateQueries({ queryKey: destinationKeys.detail(destinationId), exact: true });
      void queryClient.invalidateQueries({ queryKey: destinationKeys.root(), refetchType: 'inactive' });
    }
    wasInFlight.current = inFlight;
  }, [inFlight, destinationId, queryClient]);
}
