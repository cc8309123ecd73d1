import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useEnvironment } from '../../features/auth/environment.ts';
import { MobileNav } from './mobile-nav.tsx';
import { Brand, NavPanel } from './nav-panel.tsx';

const layout = css({ display: 'flex', minH: '100dvh', bg: 'bg.canvas' });
const sidebar = css({
  display: { base: 'none', md: 'block' },
  position: 'sticky',
  top: '0',
  h: '100dvh',
  w: '64',
  flexShrink: 0,
  overflowY: 'auto',
  bg: 'bg.default',
  borderRightWidth: '1px',
});
const column = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' });
const topBar = css({
  display: { base: 'flex', md: 'none' },
  alignItems: 'center',
  gap: '1',
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  h: '14',
  px: '1',
  bg: 'bg.default',
  borderBottomWidth: '1px',
});
const main = css({
  flex: '1',
  minW: '0',
  w: 'full',
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '8' },
  py: { base: '5', md: '8' },
  _focus: { outline: 'none' },
});
const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'skipLink',
  bg: 'bg.default',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  boxShadow: 'md',
  _focus: { top: '2' },
});

/**
 * The signed-in frame: side navigation (a drawer on phones) and the main area. The main area is keyed
 * by environment: a switch remounts the screens so they read query keys of the new environment.
 * The window is the scroller, so the router's scroll restoration puts every new page at the top.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const environment = useEnvironment();
  return (
    <div className={layout}>
      <a href="#main" className={skipLink}>
        Skip to main content
      </a>
      <aside className={sidebar}>
        <NavPanel />
      </aside>
      <div className={column}>
        <header className={topBar}>
          <MobileNav />
          <Brand />
        </header>
        <main id="main" tabIndex={-1} key={environment} className={main}>
          {children}
        </main>
      </div>
    </div>
  );
}
