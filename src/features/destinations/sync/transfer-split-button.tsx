import { useState } from 'react';
import type { Destination } from '../../../api/schemas/destination.ts';
import { ConfirmDialog } from '../../../components/detail/confirm-dialog.tsx';
import type { OfflineWrite } from '../../../components/form/offline-reason.tsx';
import { SyncDialog } from './sync-dialog.tsx';
import { type SplitButtonTexts, SyncSplitButton } from './sync-split-button.tsx';
import { useAvailableModels } from './use-available-models.ts';
import { allModelsRequest, useStartTransfer } from './use-start-transfer.ts';

interface TransferSplitButtonProps {
  destination: Destination;
  /** Full refresh re-sends all historical data; otherwise a normal sync. */
  fullRefresh: boolean;
  texts: SplitButtonTexts;
  variant?: 'solid' | 'outline';
  /** Offline both parts are disabled, described by the reason the caller shows. */
  write: OfflineWrite;
  /** Asked before all models start (full refresh); without it the main part starts them at once. */
  confirm?: { title: string; description: string; confirmLabel: string };
}

/**
 * Starting a transfer of a destination (SPEC.md §2.4), one way for Sync Now and Force full refresh:
 * the main part posts all available models, the menu opens the dialog to choose them.
 */
export function TransferSplitButton(props: TransferSplitButtonProps) {
  const { destination, fullRefresh, texts, variant, write, confirm } = props;
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const { models } = useAvailableModels(destination);
  const start = useStartTransfer(destination.id);
  const startAll = () =>
    start.mutate(allModelsRequest(fullRefresh, models), { onSuccess: () => setConfirming(false) });
  return (
    <>
      <SyncSplitButton
        {...texts}
        busy={start.isPending}
        {...(variant ? { variant } : {})}
        onRun={confirm ? () => setConfirming(true) : startAll}
        onChooseModels={() => setChoosing(true)}
        disabled={write.offline}
        describedBy={write.describedBy()}
      />
      {confirm && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          {...confirm}
          busy={start.isPending}
          onConfirm={startAll}
        />
      )}
      <SyncDialog
        destination={destination}
        fullRefresh={fullRefresh}
        open={choosing}
        onOpenChange={setChoosing}
      />
    </>
  );
}
