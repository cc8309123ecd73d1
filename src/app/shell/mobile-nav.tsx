import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { IconButton, MenuIcon } from '../../components/ui/index.ts';
import { useDeferredUi } from '../deferred-ui.ts';
import { NavPanel } from './nav-panel.tsx';

/**
 * Phones: the side navigation folds into a drawer behind "Open navigation"; it closes on navigation.
 * The drawer (nav-drawer.tsx) comes with the deferred UI; a tap before it is there opens it then.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const parts = useDeferredUi();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to close
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <IconButton
        ref={trigger}
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        size="lg"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      {parts && (
        <parts.NavDrawer open={open} onOpenChange={setOpen} finalFocusEl={() => trigger.current}>
          <NavPanel showBrand={false} onNavigate={() => setOpen(false)} />
        </parts.NavDrawer>
      )}
    </>
  );
}
