import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { integrityApi } from '../../../api/endpoints/integrity.ts';
import type { Destination } from '../../../api/schemas/destination.ts';
import { ConfirmDialog } from '../../../components/detail/confirm-dialog.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, showToast } from '../../../components/ui/index.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationKeys } from '../queries.ts';
import { useAvailableModels } from '../sync/use-available-models.ts';

export const INTEGRITY_CONFIRMATION_TEXT =
  'The check compares the data of all models in the source with what this destination holds. It may take a while.';
export const INTEGRITY_ENQUEUED_TEXT = 'Data integrity check enqueued successfully!';

/**
 * Run data integrity check (SPEC.md §2.4): all models, after confirmation. A failure is toasted by
 * the shell with the server's message or 'Data integrity job failed to enqueue.'. Offline the button
 * is disabled with the reason.
 */
export function IntegrityCheckAction({ destination }: { destination: Destination }) {
  const write = useOfflineWrite();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  const { models } = useAvailableModels(destination);
  const run = useMutation({
    mutationFn: () =>
      integrityApi.create(destination.id, {
        // The explicit list when known; without one the server compares every model, the same set.
        ...(models && models.length > 0 ? { models: models.map((model_name) => ({ model_name })) } : {}),
        check_value_integrity: false,
      }),
    onSuccess: async () => {
      setOpen(false);
      showToast({ kind: 'SUCCESS', message: INTEGRITY_ENQUEUED_TEXT });
      await queryClient.invalidateQueries({ queryKey: destinationKeys.detail(environment, destination.id) });
    },
  });
  return (
    <DangerRow
      title="Run data integrity check"
      description="Compares data from all models. This may take a while."
    >
      <Button
        variant="outline"
        disabled={write.offline}
        aria-describedby={write.describedBy()}
        onClick={() => setOpen(true)}
      >
        Run data integrity check
      </Button>
      <OfflineReason write={write} />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Run data integrity check"
        description={INTEGRITY_CONFIRMATION_TEXT}
        confirmLabel="Run check"
        busy={run.isPending}
        onConfirm={() => run.mutate()}
      />
    </DangerRow>
  );
}
