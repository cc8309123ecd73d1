import { useState } from 'react';
import type { Destination } from '../../../api/schemas/destination.ts';
import type { OfflineWrite } from '../../../components/form/offline-reason.tsx';
import { SyncDialog } from './sync-dialog.tsx';
import { SyncSplitButton } from './sync-split-button.tsx';
import { useAvailableModels } from './use-available-models.ts';
import { allModelsRequest, useStartTransfer } from './use-start-transfer.ts';

/**
 * The header's Sync Now (SPEC.md §2.4): the button syncs all available models at once, showing
 * 'Starting Sync' while the transfer is posted; 'Select models to sync' opens the dialog. Offline both
 * are disabled, described by the reason the header shows (`write`).
 */
export function SyncNowButton({ destination, write }: { destination: Destination; write: OfflineWrite }) {
  const [choosing, setChoosing] = useState(false);
  const { models } = useAvailableModels(destination);
  const start = useStartTransfer(destination.id);
  return (
    <>
      <SyncSplitButton
        label="Sync Now"
        busyLabel="Starting Sync"
        busy={start.isPending}
        menuItem="Select models to sync"
        menuLabel="More sync options"
        onRun={() => start.mutate(allModelsRequest(false, models))}
        onChooseModels={() => setChoosing(true)}
        disabled={write.offline}
        describedBy={write.describedBy()}
      />
      <SyncDialog destination={destination} fullRefresh={false} open={choosing} onOpenChange={setChoosing} />
    </>
  );
}
