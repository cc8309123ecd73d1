import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrityApi } from '../../api/endpoints/integrity.ts';
import { useEnvironment } from '../auth/environment.ts';
import { integrityKeys } from './queries.ts';

/**
 * Cancel a data integrity check (SPEC.md §7 `POST /destinations/data-integrity/{jobId}/cancel`): the
 * page re-reads the check, which then shows CANCELLED, and `onCancelled` refreshes the destination's
 * activity. A failure is toasted by the shell in the server's words or 'Data integrity job failed to
 * cancel.' (SPEC.md §8); the check is re-read then too, to show what happened instead (it may have
 * ended meanwhile). `onCancelled` runs once the check has been re-read.
 */
export function useCancelIntegrity(destinationId: string, jobId: string, onCancelled?: () => void) {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: integrityKeys.detail(environment, destinationId, jobId) });
  return useMutation({
    mutationFn: () => integrityApi.cancel(jobId),
    onSuccess: async () => {
      await reload();
      onCancelled?.();
    },
    onError: () => void reload(),
  });
}
