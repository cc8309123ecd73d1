import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CloseIcon, Drawer, IconButton, MenuIcon, Portal } from '../../components/ui/index.ts';
import { NavPanel } from './nav-panel.tsx';

/** Phones: the side navigation folds into a drawer behind "Open navigation"; it closes on navigation. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Drawer.Root open={open} onOpenChange={(d) => setOpen(d.open)} variant="left" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open navigation" size="lg">
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
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
            <Drawer.Body p="0">
              <NavPanel showBrand={false} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
