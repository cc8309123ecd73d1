/**
 * Opens the command palette: Ctrl+K / Cmd+K anywhere in the signed-in console, or the search button of
 * the side navigation and the phone header. The palette itself (its index, minisearch and the dialog)
 * is loaded only the first time it opens; this file is all the first screen carries of it.
 */
import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { Button, IconButton, SearchIcon, showToast } from '../../components/ui/index.ts';
import { createExternalStore, useExternalStore } from '../../lib/external-store.ts';
import { useEnvironment } from '../auth/environment.ts';
import type { CommandPaletteProps } from './command-palette.tsx';

export const PALETTE_LOAD_FAILED_TEXT = 'Search could not be loaded. Try again.';

/** Whether the palette is open: the search buttons and the shortcut open it wherever they are. */
const open = createExternalStore(false);
const setOpen = open.set;

/** Ctrl+K on Windows and Linux, Cmd+K on a Mac; either works everywhere. */
export const isPaletteShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

const opener = { 'aria-haspopup': 'dialog', 'aria-keyshortcuts': 'Control+K Meta+K' } as const;
const shortcut = css({ ml: 'auto', textStyle: 'xs', color: 'fg.muted', fontFamily: 'mono' });

/** The phone header's search: an icon button. */
export function SearchIconButton({ className }: { className?: string }) {
  return (
    <IconButton aria-label="Search" {...opener} size="lg" className={className} onClick={() => setOpen(true)}>
      <SearchIcon />
    </IconButton>
  );
}

/** The side navigation's search, with its shortcut shown. */
export function SearchButton() {
  return (
    <Button
      aria-label="Search"
      variant="outline"
      size="sm"
      w="full"
      {...opener}
      onClick={() => setOpen(true)}
    >
      <SearchIcon />
      Search
      <kbd className={shortcut}>Ctrl K</kbd>
    </Button>
  );
}

let loaded: ComponentType<CommandPaletteProps> | null = null;

/** Mounted once in the signed-in frame: the shortcut, and the palette once it has been opened. */
export function PaletteHost() {
  const isOpen = useExternalStore(open);
  const environment = useEnvironment();
  const [Palette, setPalette] = useState(() => loaded);

  // A layout effect: the shortcut listens from the commit that shows the frame, not from the passive
  // effects after it, which a loaded machine runs late enough to lose a Ctrl+K pressed at once.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault(); // the browser's own Ctrl+K (its search box) would take the focus away
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!isOpen || Palette) return;
    import('./command-palette.tsx').then(
      (module) => {
        loaded = module.CommandPalette;
        setPalette(() => module.CommandPalette);
      },
      () => {
        setOpen(false); // a later open tries again
        showToast({ kind: 'ERROR', message: PALETTE_LOAD_FAILED_TEXT });
      },
    );
  }, [isOpen, Palette]);

  // Keyed by environment: a switch closes the palette and nothing of the other environment stays in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new environment is the reason to close
  useEffect(() => setOpen(false), [environment]);
  if (!Palette) return null;
  return <Palette key={environment} environment={environment} open={isOpen} onOpenChange={setOpen} />;
}
