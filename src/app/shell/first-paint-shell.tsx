import type { Environment } from '../../api/schemas/envelope.ts';
import { IconButton, MenuIcon } from '../../components/ui/index.ts';
import { SearchButton, SearchIconButton } from '../../features/search/palette-launcher.tsx';
import { headerEnd, ShellFrame } from './app-shell.tsx';
import { EnvironmentBadgeView } from './environment-badge.tsx';
import { ENVIRONMENT_OPTIONS } from './environment-look.ts';
import { EnvironmentStandIn } from './environment-switch.tsx';
import { NavLinks } from './nav-links.tsx';
import { Brand, navPanel } from './nav-panel.tsx';

/**
 * Both badges are drawn; public/first-paint.js names the environment last chosen on <html>
 * (data-first-paint-environment) and the global CSS hides the other one (the wrapper has no box).
 */
function Badges({ className }: { className?: string }) {
  return ENVIRONMENT_OPTIONS.map((environment: Environment) => (
    <span key={environment} data-first-paint-environment={environment}>
      <EnvironmentBadgeView environment={environment} className={className} />
    </span>
  ));
}

/**
 * The signed-in frame as a page of it first paints, before any JavaScript (app/first-paint.tsx): the
 * same layout (ShellFrame) with the brand, the environment last chosen on this device, the search
 * buttons, the switch and the navigation, without what only the app knows (the user, the current page,
 * the page itself). Inert; the app's first commit replaces it in place.
 */
export function FirstPaintShell() {
  return (
    <ShellFrame
      sidebarTop={
        <>
          <Brand />
          <Badges />
          <SearchButton />
        </>
      }
      sidebar={
        <div className={navPanel}>
          <EnvironmentStandIn />
          <NavLinks plain />
        </div>
      }
      header={
        <>
          <IconButton aria-label="Open navigation" size="lg">
            <MenuIcon />
          </IconButton>
          <Brand />
          <Badges className={headerEnd} />
          <SearchIconButton />
        </>
      }
    />
  );
}
