import { css } from 'styled-system/css';
import type { Destination } from '../../../api/schemas/destination.ts';
import { Dialog, Portal } from '../../../components/ui/index.ts';
import { SyncForm } from './sync-form.tsx';

interface SyncDialogProps {
  destination: Destination;
  /** Full refresh re-sends all historical data; otherwise a normal sync. */
  fullRefresh: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const content = css({
  width: 'min(40rem, calc(100vw - 1.5rem))',
  maxH: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
});

/**
 * 'Select models to sync' / 'Select models to full refresh' (SPEC.md §2.4, §5): models, an optional
 * UTC window and tags. Its state starts fresh each time it opens (it unmounts on close).
 */
export function SyncDialog({ destination, fullRefresh, open, onOpenChange }: SyncDialogProps) {
  const title = fullRefresh ? 'Select models to full refresh' : 'Select models to sync';
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={content}>
            <SyncForm
              destination={destination}
              fullRefresh={fullRefresh}
              title={title}
              onDone={() => onOpenChange(false)}
            />
            <Dialog.CloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
