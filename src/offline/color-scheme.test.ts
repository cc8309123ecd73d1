// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/offline.ts';
import { applyScheme, followColorScheme, resolveScheme, setThemeChoice } from './color-scheme.ts';
import { loadThemeChoice } from './preferences.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

// Paths, not URLs: under jsdom, URL is the page's, which cannot name a file.
const FIRST_PAINT_JS = readFileSync(resolve(import.meta.dirname, '../../public/first-paint.js'), 'utf8');
const INDEX_HTML = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

/** The system's light or dark setting, as matchMedia reports it, which a test can change. */
function fakeSystem(dark: boolean) {
  const list = Object.assign(new EventTarget(), { matches: dark, media: '(prefers-color-scheme: dark)' });
  vi.stubGlobal('matchMedia', (query: string) => {
    if (query !== list.media) throw new Error(`Unexpected media query ${query}`);
    return list;
  });
  return (nowDark: boolean) => {
    list.matches = nowDark;
    list.dispatchEvent(new Event('change'));
  };
}

/** A fresh <head> with index.html's own theme-color metas, and no class on <html>. */
function freshPage() {
  const parsed = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
  document.head.replaceChildren(...parsed.querySelectorAll('meta[name="theme-color"]'));
  document.documentElement.className = '';
}

/** What the page shows: the class on <html> and the media of each theme-color meta. */
const shown = () => ({
  dark: document.documentElement.classList.contains('dark'),
  metas: [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
    (meta) => `${meta.dataset.scheme} ${meta.media}`,
  ),
});

let storage: MemoryStorage;
let stop = () => {};
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  freshPage();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('resolveScheme', () => {
  it('follows the system for "system" and the choice otherwise', () => {
    expect(resolveScheme('system', true)).toBe('dark');
    expect(resolveScheme('system', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
    expect(resolveScheme('dark', false)).toBe('dark');
  });
});

describe('public/first-paint.js, before the first paint', () => {
  const cases = [null, 'light', 'dark', 'sepia'].flatMap((stored) =>
    [false, true].map((systemDark) => ({ stored, systemDark })),
  );
  it.each(cases)(
    'shows what the app shows: stored $stored, system dark $systemDark',
    ({ stored, systemDark }) => {
      fakeSystem(systemDark);
      if (stored) storage.setItem(LOCAL_STORAGE_KEYS.theme, stored);
      new Function(FIRST_PAINT_JS)();
      const early = shown();
      freshPage();
      applyScheme(document, loadThemeChoice(), systemDark);
      expect(early).toEqual(shown());
      const wantDark = stored === 'dark' || ((stored === null || stored === 'sepia') && systemDark);
      expect(early.dark).toBe(wantDark);
    },
  );

  it('follows the system when storage is blocked', () => {
    fakeSystem(true);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    new Function(FIRST_PAINT_JS)();
    expect(shown().dark).toBe(true);
  });
});

describe('applyScheme', () => {
  it('lets the media queries pick the theme-color under "system", and the choice otherwise', () => {
    applyScheme(document, 'system', false);
    expect(shown()).toEqual({
      dark: false,
      metas: ['light (prefers-color-scheme: light)', 'dark (prefers-color-scheme: dark)'],
    });
    applyScheme(document, 'dark', false);
    expect(shown()).toEqual({ dark: true, metas: ['light not all', 'dark all'] });
    applyScheme(document, 'light', true);
    expect(shown()).toEqual({ dark: false, metas: ['light all', 'dark not all'] });
  });
});

describe('followColorScheme', () => {
  it('follows a change of the system setting live while the choice is "system"', () => {
    const setSystem = fakeSystem(false);
    stop = followColorScheme();
    expect(shown().dark).toBe(false);
    setSystem(true);
    expect(shown().dark).toBe(true);
    setSystem(false);
    expect(shown().dark).toBe(false);
  });

  it('keeps an explicit choice whatever the system does, and remembers it on the device', () => {
    const setSystem = fakeSystem(false);
    stop = followColorScheme();
    setThemeChoice('dark');
    expect(storage.getItem(LOCAL_STORAGE_KEYS.theme)).toBe('dark');
    setSystem(true);
    setSystem(false);
    expect(shown().dark).toBe(true);
    setThemeChoice('system');
    expect(storage.getItem(LOCAL_STORAGE_KEYS.theme)).toBeNull();
    expect(shown().dark).toBe(false);
  });

  it('starts from the stored choice and follows a choice made in another tab', () => {
    fakeSystem(false);
    storage.setItem(LOCAL_STORAGE_KEYS.theme, 'dark');
    stop = followColorScheme();
    expect(shown().dark).toBe(true);
    storage.setItem(LOCAL_STORAGE_KEYS.theme, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_STORAGE_KEYS.theme }));
    expect(shown().dark).toBe(false);
  });
});
