import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../form/offline-reason.tsx';
import { Button, Dialog, Portal } from '../ui/index.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** Destructive: the confirm button is red and focus starts on Cancel. */
  danger?: boolean;
  busy: boolean;
  /** While busy the dialog stays: Cancel is disabled and Escape or a click outside does nothing. */
  holdWhileBusy?: boolean;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before an action that writes (the Danger Zone's actions, generating a magic link);
 * Escape and Cancel leave without doing anything. Offline the confirm button is disabled with the reason.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, danger = false, busy, onConfirm } = props;
  const held = busy && props.holdWhileBusy === true;
  const write = useOfflineWrite();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !held && onOpenChange(d.open)}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            className={css({ width: 'min(30rem, calc(100vw - 1.5rem))', p: { base: '4', md: '6' } })}
          >
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description className={css({ mt: '2' })}>{description}</Dialog.Description>
            {write.offline && (
              <div className={css({ mt: '3' })}>
                <OfflineReason write={write} />
              </div>
            )}
            <div
              className={css({
                display: 'flex',
                justifyContent: 'flex-end',
                gap: '3',
                mt: '6',
                flexWrap: 'wrap',
              })}
            >
              <Dialog.CloseTrigger asChild>
                <Button variant="outline" disabled={held}>
                  Cancel
                </Button>
              </Dialog.CloseTrigger>
              <Button
                colorPalette={danger ? 'red' : undefined}
                loading={busy}
                disabled={write.offline}
                aria-describedby={write.describedBy()}
                onClick={onConfirm}
              >
                {confirmLabel}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
