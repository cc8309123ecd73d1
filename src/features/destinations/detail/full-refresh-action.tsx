import type { Destination } from '../../../api/schemas/destination.ts';
import { DangerRow } from '../../../components/detail/danger-row.tsx';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { TransferSplitButton } from '../sync/transfer-split-button.tsx';

export const FULL_REFRESH_CONFIRMATION_TEXT =
  'A full refresh re-sends all historical data of every model to this destination, replacing what is there. It may take a while.';

const TEXTS = {
  label: 'Force full refresh',
  busyLabel: 'Starting full refresh',
  menuItem: 'Select models to full refresh',
  menuLabel: 'More full refresh options',
};
const CONFIRM = {
  title: 'Force full refresh',
  description: FULL_REFRESH_CONFIRMATION_TEXT,
  confirmLabel: 'Start full refresh',
};

/**
 * Force full refresh (SPEC.md §2.4): of all models after confirmation, or of chosen models in the
 * dialog. Offline both are disabled with the reason.
 */
export function FullRefreshAction({ destination }: { destination: Destination }) {
  const write = useOfflineWrite();
  return (
    <DangerRow
      title="Force full refresh for destination"
      description="Re-sends all historical data. This may take a while."
    >
      <TransferSplitButton
        destination={destination}
        fullRefresh
        texts={TEXTS}
        variant="outline"
        write={write}
        confirm={CONFIRM}
      />
      <OfflineReason write={write} />
    </DangerRow>
  );
}
