import type { Destination } from '../../../api/schemas/destination.ts';
import type { OfflineWrite } from '../../../components/form/offline-reason.tsx';
import { TransferSplitButton } from './transfer-split-button.tsx';

const TEXTS = {
  label: 'Sync Now',
  busyLabel: 'Starting Sync',
  menuItem: 'Select models to sync',
  menuLabel: 'More sync options',
};

/**
 * The header's Sync Now (SPEC.md §2.4): the button syncs all available models at once, showing
 * 'Starting Sync' while the transfer is posted; 'Select models to sync' opens the dialog. Offline both
 * are disabled, described by the reason the header shows (`write`).
 */
export function SyncNowButton({ destination, write }: { destination: Destination; write: OfflineWrite }) {
  return <TransferSplitButton destination={destination} fullRefresh={false} texts={TEXTS} write={write} />;
}
