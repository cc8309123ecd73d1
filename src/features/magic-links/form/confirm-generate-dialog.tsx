import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, Dialog, Portal } from '../../../components/ui/index.ts';

interface ConfirmGenerateDialogProps {
  open: boolean;
  recipientName: string;
  vendorName: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export const GENERATING_TEXT = 'Generating Magic Link...';
const text = css({ display: 'grid', gap: '3', textStyle: 'sm', color: 'fg.muted', mt: '2' });

/**
 * The confirmation before a link is generated (SPEC.md §5): whoever holds the link can set up a
 * destination for this recipient, so say so before making one. Offline Generate is disabled with the
 * reason.
 */
export function ConfirmGenerateDialog(props: ConfirmGenerateDialogProps) {
  const { open, recipientName, vendorName, saving, onCancel, onConfirm } = props;
  const write = useOfflineWrite();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && !saving && onCancel()}
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
            <Dialog.Title>Generate this magic link?</Dialog.Title>
            <Dialog.Description className={text}>
              <span>
                Anyone who opens the link can set up a {vendorName} destination for {recipientName}. It works
                once, for 7 days.
              </span>
            </Dialog.Description>
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
              <Button variant="outline" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button
                loading={saving}
                disabled={write.offline}
                aria-describedby={write.describedBy()}
                onClick={onConfirm}
              >
                {saving ? GENERATING_TEXT : 'Generate'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
