import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationKeys } from '../queries.ts';

/**
 * When the jobs on screen stop running, the destination's own summary (its last transfer, shown in
 * the General tab and the lists) has changed as well: read it again at that moment, not on a timer.
 */
export function useRefreshOnSettle(inFlight: boolean, destinationId: string) {
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  const wasInFlight = useRef(inFlight);
  useEffect(() => {
    if (wasInFlight.current && !inFlight) {
      void queryClient.invalidateQueries({
        queryKey: destinationKeys.detail(environment, destinationId),
        exact: true,
      });
      void queryClient.invalidateQueries({
        queryKey: destinationKeys.root(environment),
        refetchType: 'inactive',
      });
    }
    wasInFlight.current = inFlight;
  }, [inFlight, destinationId, queryClient, environment]);
}
