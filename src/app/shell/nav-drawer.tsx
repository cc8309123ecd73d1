/**
 * The phone's navigation drawer (mobile-nav.tsx opens it); loaded with the deferred UI. Its panel comes
 * as children: the panel's controls wait for the deferred UI themselves, so this chunk must not import them.
 */
import type { ReactNode } from 'react';
import { CloseIcon, Drawer, IconButton, Portal } from '../../components/ui/index.ts';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when it closes: the button that opened it. */
  finalFocusEl: () => HTMLElement | null;
  /** The navigation panel. */
  children: ReactNode;
}

export function NavDrawer({ open, onOpenChange, finalFocusEl, children }: NavDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      finalFocusEl={finalFocusEl}
      variant="left"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner width={{ base: '85vw', sm: '20rem' }}>
          <Drawer.Content>
            <Drawer.Header
              flexDirection="row"
              alignItems="center"
              justifyContent="space-between"
              py="2"
              pl="4"
              pr="2"
            >
              <Drawer.Title textStyle="md">Prequel Console</Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label="Close navigation" size="lg">
                  <CloseIcon />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body p="0">{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
