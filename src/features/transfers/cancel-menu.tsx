import type { TransferStatus } from '../../api/schemas/destination.ts';
import { OfflineReason, useOfflineWrite } from '../../components/form/offline-reason.tsx';
import { Button, ChevronDownIcon, Menu, Portal } from '../../components/ui/index.ts';
import { cancelAction } from './model-summary.ts';

interface CancelMenuProps {
  status: TransferStatus;
  /** While a cancel is in flight the controls are disabled (no second request). */
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * The job's actions (SPEC.md §2.4): 'Cancel running transfer' in the danger style while RUNNING,
 * 'Cancel transfer' while PENDING, and no menu at all once the job has ended. Offline the menu is
 * disabled with the reason.
 */
export function CancelMenu({ status, cancelling, onCancel }: CancelMenuProps) {
  const write = useOfflineWrite();
  const action = cancelAction(status);
  if (!action) return null;
  return (
    <>
      <Menu.Root onSelect={() => onCancel()} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            variant="outline"
            disabled={cancelling || write.offline}
            aria-describedby={write.describedBy()}
            loading={cancelling}
          >
            {cancelling ? 'Cancelling' : 'Transfer actions'}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item
                value="cancel"
                minH="11"
                disabled={cancelling}
                color={action.danger ? 'fg.error' : undefined}
                data-danger={action.danger || undefined}
              >
                {action.label}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <OfflineReason write={write} />
    </>
  );
}
