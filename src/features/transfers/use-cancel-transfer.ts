import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transfersApi } from '../../api/endpoints/transfers.ts';
import { showToast } from '../../components/ui/index.ts';
import { useEnvironment } from '../auth/environment.ts';
import { transferKeys } from './queries.ts';

export const TRANSFER_CANCELLED_TEXT = 'Transfer cancelled successfully!';

/**
 * Cancel (SPEC.md §4): a toast and a reload of the job and of its destination's data (`onCancelled`).
 * Without a destination id nothing is sent: it is logged, as SPEC.md §4 says. A refusal (the job had
 * already ended) is toasted by the shell, and the job is re-read to show what happened instead.
 */
export function useCancelTransfer(
  transferId: string,
  destinationId: string | undefined,
  onCancelled?: () => void,
) {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: transferKeys.detail(environment, transferId) });
  return useMutation({
    mutationFn: async () => {
      if (!destinationId) {
        console.error(`Cannot cancel transfer ${transferId}: no destination id.`);
        return false;
      }
      await transfersApi.cancel(transferId);
      return true;
    },
    onSuccess: async (cancelled) => {
      if (!cancelled) return;
      showToast({ kind: 'SUCCESS', message: TRANSFER_CANCELLED_TEXT });
      onCancelled?.();
      await reload();
    },
    onError: () => void reload(),
  });
}
