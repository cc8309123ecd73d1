/**
 * The console's light or dark look, live. public/first-paint.js puts the stored choice on the page before the
 * first paint (the CSP allows no inline script, so it is a file of its own); this module takes over once
 * the app runs: the choice made in the user menu (saved by preferences.ts, kept on sign-out), the
 * system setting followed while the choice is 'system', and a choice made in another tab.
 * The look is the `dark` class on <html> (Panda's `_dark` condition: the preset's dark tokens, and
 * `color-scheme` for form controls and scrollbars) plus which <meta name="theme-color"> applies.
 */
import { useSyncExternalStore } from 'react';
import { createExternalStore, useExternalStore } from '../lib/external-store.ts';
import { loadThemeChoice, saveThemeChoice, type ThemeChoice } from './preferences.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

export type ColorScheme = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The choice shown; its listeners also hear when the system's look changes under 'system'. */
const choice = createExternalStore<ThemeChoice>('system');

export const resolveScheme = (chosen: ThemeChoice, systemDark: boolean): ColorScheme =>
  chosen === 'system' ? (systemDark ? 'dark' : 'light') : chosen;

const systemDark = () => globalThis.matchMedia?.(SYSTEM_DARK).matches ?? false;

/**
 * Puts a look on the page, as public/first-paint.js does before the first paint (a test keeps the two in step).
 * Each theme-color meta of index.html names its scheme (data-scheme): under 'system' its media query
 * picks it, an explicit choice switches its own meta on and the other off.
 */
export function applyScheme(doc: Document, chosen: ThemeChoice, isSystemDark: boolean): void {
  doc.documentElement.classList.toggle('dark', resolveScheme(chosen, isSystemDark) === 'dark');
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const own = meta.dataset.scheme;
    meta.media = chosen === 'system' ? `(prefers-color-scheme: ${own})` : own === chosen ? 'all' : 'not all';
  }
}

function show(next: ThemeChoice) {
  applyScheme(document, next, systemDark());
  choice.set(next);
}

/** The user menu's switch: applied at once, remembered on this device. */
export function setThemeChoice(next: ThemeChoice): void {
  saveThemeChoice(next);
  show(next);
}

/**
 * Started once by main.tsx: the stored choice, then the system's changes and other tabs' choices.
 * Returns how to stop following (tests).
 */
export function followColorScheme(): () => void {
  show(loadThemeChoice());
  const system = globalThis.matchMedia?.(SYSTEM_DARK);
  const onSystemChange = () => {
    if (choice.get() === 'system') show('system');
  };
  // Fired only in the other tabs of this origin; a null key means their storage was cleared.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_STORAGE_KEYS.theme || event.key === null) show(loadThemeChoice());
  };
  system?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    system?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice shown in the user menu; re-renders when it changes. */
export const useThemeChoice = (): ThemeChoice => useExternalStore(choice);

const shownScheme = (): ColorScheme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

/** The look on screen now; re-renders when it changes (the chart redraws its canvas in the new colours). */
export const useColorScheme = (): ColorScheme =>
  useSyncExternalStore(choice.subscribe, shownScheme, () => 'light');
