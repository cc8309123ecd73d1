/**
 * 'Send data to new destination' (SPEC.md §2.4, §5): before a destination is created the user reads
 * what will happen and types the organisation identifier; the confirm button is enabled only when the
 * text matches it exactly. The identifier is shown with a copy button (typing it is about reading it).
 * Offline the confirm button is disabled with the reason.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { OfflineReason, useOfflineWrite } from '../../../components/form/offline-reason.tsx';
import { Button, CopyButton, Dialog, Field, Portal } from '../../../components/ui/index.ts';
import { canConfirmNewDestination } from './confirmation.ts';
import { SAVING_TEXT } from './form-adapter.ts';

interface ConfirmNewDestinationDialogProps {
  open: boolean;
  organizationId: string;
  destinationName: string;
  recipientName: string;
  vendorName: string;
  scheduleText: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const TITLE = 'Send data to new destination';
const text = css({ display: 'grid', gap: '3', textStyle: 'sm', color: 'fg.muted' });
const code = css({ fontFamily: 'code', color: 'fg.default', overflowWrap: 'anywhere' });

export function ConfirmNewDestinationDialog(props: ConfirmNewDestinationDialogProps) {
  const { open, organizationId, saving, onCancel, onConfirm } = props;
  const [typed, setTyped] = useState('');
  const write = useOfflineWrite();
  const ready = canConfirmNewDestination(typed, organizationId) && !write.offline;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && !saving && onCancel()}
      onExitComplete={() => setTyped('')}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="min(34rem, calc(100vw - 2rem))" p="6">
            <form
              className={css({ display: 'grid', gap: '5' })}
              onSubmit={(e) => {
                e.preventDefault();
                if (ready && !saving) onConfirm();
              }}
            >
              <Dialog.Title>{TITLE}</Dialog.Title>
              <Dialog.Description asChild>
                <div className={text}>
                  <p>
                    {props.destinationName ? `“${props.destinationName}”` : 'This destination'} will receive{' '}
                    {props.recipientName ? `${props.recipientName}'s` : "the recipient's"} data in{' '}
                    {props.vendorName}. {props.scheduleText} Data starts leaving your systems once it is
                    saved.
                  </p>
                  <p>
                    To confirm, type your organization identifier{' '}
                    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
                      <code className={code}>{organizationId}</code>
                      <CopyButton value={organizationId} label="Copy organization identifier" />
                    </span>
                  </p>
                </div>
              </Dialog.Description>
              <Field.Root required>
                <Field.Label>Organization identifier</Field.Label>
                <Field.Input
                  value={typed}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(e) => setTyped(e.currentTarget.value)}
                />
              </Field.Root>
              <OfflineReason write={write} />
              <div
                className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}
              >
                <Button variant="outline" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  disabled={!ready}
                  loading={saving}
                  aria-describedby={write.describedBy()}
                >
                  {saving ? SAVING_TEXT : 'Send data'}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
