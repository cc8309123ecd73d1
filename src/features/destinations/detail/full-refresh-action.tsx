import { useState } from 'react';
import type { Destination } from '../../../api/schemas/destination.ts';
import { ConfirmDialog } from '../../../components/detail/confirm-dialog.tsx';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { SyncDialog } from '../sync/sync-dialog.tsx';
import { SyncSplitButton } from '../sync/sync-split-button.tsx';
import { useAvailableModels } from '../sync/use-available-models.ts';
import { allModelsRequest, useStartTransfer } from '../sync/use-start-transfer.ts';

export const FULL_REFRESH_CONFIRMATION_TEXT =
  'A full refresh re-sends all historical data of every model to this destination, replacing what is there. It may take a while.';

/**
 * Force full refresh (SPEC.md §2.4): of all models after confirmation, or of chosen models in the
 * dialog. Offline both are disabled with the reason.
 */
export function FullRefreshAction({ destination }: { destination: Destination }) {
  const write = useOfflineWrite();
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const { models } = useAvailableModels(destination);
  const start = useStartTransfer(destination.id);
  return (
    <DangerRow
      title="Force full refresh for destination"
      description="Re-sends all historical data. This may take a while."
    >
      <SyncSplitButton
        label="Force full refresh"
        busyLabel="Starting full refresh"
        busy={start.isPending}
        menuItem="Select models to full refresh"
        menuLabel="More full refresh options"
        variant="outline"
        onRun={() => setConfirming(true)}
        onChooseModels={() => setChoosing(true)}
        disabled={write.offline}
        describedBy={write.describedBy()}
      />
      <OfflineReason write={write} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Force full refresh"
        description={FULL_REFRESH_CONFIRMATION_TEXT}
        confirmLabel="Start full refresh"
        busy={start.isPending}
        onConfirm={() =>
          start.mutate(allModelsRequest(true, models), { onSuccess: () => setConfirming(false) })
        }
      />
      <SyncDialog destination={destination} fullRefresh open={choosing} onOpenChange={setChoosing} />
    </DangerRow>
  );
}
