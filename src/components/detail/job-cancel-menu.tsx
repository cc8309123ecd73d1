import { OfflineReason, useOfflineWrite } from '../form/offline-reason.tsx';
import { Button, ChevronDownIcon, Menu, Portal } from '../ui/index.ts';

/** What a job's cancel item says, and whether it wears the danger style (work under way is lost). */
export interface CancelItem {
  label: string;
  danger: boolean;
}

interface JobCancelMenuProps {
  /** The trigger's name, e.g. 'Transfer actions'. */
  label: string;
  /** The cancel item, or null once the job has ended (then there is no menu at all). */
  item: CancelItem | null;
  /** While a cancel is in flight the controls are disabled (no second request). */
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * A job page's actions (the Transfer Job and Data Integrity Check pages, SPEC.md §2.4): one cancel item
 * while the job is PENDING or RUNNING. Offline the menu is disabled with the reason beside it and as
 * its description.
 */
export function JobCancelMenu({ label, item, cancelling, onCancel }: JobCancelMenuProps) {
  const write = useOfflineWrite();
  if (!item) return null;
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
            {cancelling ? 'Cancelling' : label}
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
                color={item.danger ? 'fg.error' : undefined}
                data-danger={item.danger || undefined}
              >
                {item.label}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <OfflineReason write={write} />
    </>
  );
}
