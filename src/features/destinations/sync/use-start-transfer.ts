import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transfersApi } from '../../../api/endpoints/transfers.ts';
import type { TransferRequest } from '../../../api/schemas/transfer.ts';
import { showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationKeys } from '../queries.ts';

export const TRANSFER_ENQUEUED_TEXT = 'Transfer enqueued successfully!';

/**
 * Posts a sync or full refresh (SPEC.md §4): on success a toast and a refresh of that destination's
 * data, its activity included. A failure needs nothing here: the call is not suppressed, so the shell
 * shows the server's message or 'Transfer failed to enqueue.'.
 */
export function useStartTransfer(destinationId: string) {
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  return useMutation({
    mutationFn: (body: TransferRequest) => transfersApi.create(destinationId, body),
    onSuccess: async () => {
      showToast({ kind: 'SUCCESS', message: TRANSFER_ENQUEUED_TEXT });
      await queryClient.invalidateQueries({ queryKey: destinationKeys.detail(environment, destinationId) });
    },
  });
}

/**
 * "All available models" as a request: the explicit list when it is known, else no list at all
 * (the server then sends every model the destination may receive, the same set).
 */
export const allModelsRequest = (
  fullRefresh: boolean,
  models: readonly string[] | undefined,
): TransferRequest =>
  models && models.length > 0
    ? { full_refresh: fullRefresh, models: [...models] }
    : { full_refresh: fullRefresh };
