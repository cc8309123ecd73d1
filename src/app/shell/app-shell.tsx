import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { DataTime, useShownDataTime } from '../../components/data/data-age.tsx';
import { useEnvironment } from '../../features/auth/environment.ts';
import { PaletteHost, SearchButton, SearchIconButton } from '../../features/search/palette-launcher.tsx';
import { useOnline } from '../../offline/network-status.ts';
import { DeferredUiFailed } from './deferred-ui-failed.tsx';
import { EnvironmentBadge } from './environment-badge.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { Brand, NavPanel } from './nav-panel.tsx';
import { useEnvironmentAcrossTabs } from './use-environment-across-tabs.ts';

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
/** The brand and the environment stay in view while a short window scrolls the side navigation. */
const sidebarTop = css({
  position: 'sticky',
  top: '0',
  zIndex: '1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
  px: '4',
  pt: '4',
  pb: '1',
  bg: 'bg.default',
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
const offlineBanner = css({
  px: { base: '4', md: '8' },
  py: '2',
  bg: 'bg.emphasized',
  color: 'fg.default',
  borderBottomWidth: '1px',
  borderBottomColor: 'border.default',
  textStyle: 'sm',
  fontWeight: 'medium',
  overflowWrap: 'anywhere',
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
 * Offline, one line says so above every screen, with the time of the data shown (the newest of the
 * queries on screen) and that changes wait for the connection. The status region stays in the page so
 * screen readers hear the change when the connection drops or returns.
 */
function OfflineBanner() {
  const online = useOnline();
  const shownAt = useShownDataTime();
  return (
    <div role="status">
      {!online && (
        <p className={offlineBanner}>
          {shownAt ? (
            <>
              You are offline. Showing data as of <DataTime at={shownAt} /> — changes are disabled.
            </>
          ) : (
            'You are offline — changes are disabled.'
          )}
        </p>
      )}
    </div>
  );
}

interface ShellFrameProps {
  /** The top of the side navigation: brand, environment, search. */
  sidebarTop: ReactNode;
  /** The rest of the side navigation. */
  sidebar: ReactNode;
  /** The phone header's content. */
  header: ReactNode;
  /** Between the header and the page, e.g. the offline banner. */
  banner?: ReactNode;
  mainKey?: string;
  /** After the columns, e.g. the command palette's host. */
  overlay?: ReactNode;
  children?: ReactNode;
}

/**
 * The signed-in frame's layout, shared by the live shell below and the first paint of a signed-in page
 * (first-paint-shell.tsx), so that the app's first commit replaces the one with the other in place.
 */
export function ShellFrame(props: ShellFrameProps) {
  const { sidebarTop: top, sidebar: panel, header, banner, mainKey, overlay, children } = props;
  return (
    <div className={layout}>
      <a href="#main" className={skipLink}>
        Skip to main content
      </a>
      <aside className={sidebar}>
        <div className={sidebarTop}>{top}</div>
        {panel}
      </aside>
      <div className={column}>
        <header className={topBar}>{header}</header>
        {banner}
        <main id="main" tabIndex={-1} key={mainKey} className={main}>
          {children}
        </main>
      </div>
      {overlay}
    </div>
  );
}

/** The phone header's environment sits at its right end. */
export const headerEnd = css({ ml: 'auto' });

/**
 * The signed-in frame: side navigation (a drawer on phones) and the main area. The environment is named
 * in words at the top of the side navigation and in the phone header (environment-badge.tsx), and a
 * switch in another tab switches this one (use-environment-across-tabs.ts). Search (Ctrl+K) opens the
 * command palette (features/search/palette-launcher.tsx). The main area is keyed by environment: a switch
 * remounts the screens so they read query keys of the new environment.
 * The window is the scroller: every path change puts it at the top (router.tsx).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const environment = useEnvironment();
  useEnvironmentAcrossTabs();
  return (
    <ShellFrame
      sidebarTop={
        <>
          <Brand />
          <EnvironmentBadge />
          <SearchButton />
        </>
      }
      sidebar={<NavPanel showBrand={false} />}
      header={
        <>
          <MobileNav />
          <Brand />
          <EnvironmentBadge className={headerEnd} />
          <SearchIconButton />
        </>
      }
      banner={
        <>
          <OfflineBanner />
          <DeferredUiFailed />
        </>
      }
      mainKey={environment}
      overlay={<PaletteHost />}
    >
      {children}
    </ShellFrame>
  );
}
