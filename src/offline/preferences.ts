/**
 * Device preferences that survive a reload. Only non-secret choices live here (localStorage is readable
 * by any script of the origin). Storage may be missing or throw (privacy modes, disabled cookies): the
 * console then simply starts with the default. The environment is the user's and goes on sign-out; the
 * theme is the device's and stays (storage-names.ts). The environment is written only as it follows the
 * session store (features/auth/device-traces.ts).
 */
import * as v from 'valibot';
import { DEFAULT_ENVIRONMENT } from '../api/http.ts';
import { type Environment, environment } from '../api/schemas/envelope.ts';
import { LOCAL_STORAGE_KEYS } from './storage-names.ts';

export function loadEnvironment(): Environment {
  try {
    const stored = localStorage.getItem(LOCAL_STORAGE_KEYS.environment);
    const parsed = v.safeParse(environment, stored);
    return parsed.success ? parsed.output : DEFAULT_ENVIRONMENT;
  } catch {
    return DEFAULT_ENVIRONMENT;
  }
}

export function saveEnvironment(env: Environment): void {
  // A wrong value is a bug in the caller, not a storage problem: say so instead of storing it.
  const parsed = v.safeParse(environment, env);
  if (!parsed.success) {
    throw new TypeError(`Cannot save environment ${JSON.stringify(env)}: expected "prod" or "staging".`);
  }
  try {
    // Already there (another tab wrote it, or nothing changed): no write, so nothing echoes back.
    if (localStorage.getItem(LOCAL_STORAGE_KEYS.environment) === parsed.output) return;
    localStorage.setItem(LOCAL_STORAGE_KEYS.environment, parsed.output);
  } catch {
    // Not remembered across reloads; the current tab keeps the choice in memory.
  }
}

/** The look chosen in the user menu: 'system' follows the device's light or dark setting. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
const storedTheme = v.picklist(['light', 'dark']);

export function loadThemeChoice(): ThemeChoice {
  try {
    const parsed = v.safeParse(storedTheme, localStorage.getItem(LOCAL_STORAGE_KEYS.theme));
    return parsed.success ? parsed.output : 'system';
  } catch {
    return 'system';
  }
}

/** 'system' is stored as no key at all, so public/first-paint.js has one rule: a stored value wins. */
export function saveThemeChoice(choice: ThemeChoice): void {
  if (!THEME_CHOICES.includes(choice)) {
    throw new TypeError(`Cannot save theme ${JSON.stringify(choice)}: expected "system", "light" or "dark".`);
  }
  try {
    if (choice === 'system') localStorage.removeItem(LOCAL_STORAGE_KEYS.theme);
    else localStorage.setItem(LOCAL_STORAGE_KEYS.theme, choice);
  } catch {
    // Not remembered across reloads; the current tab keeps the choice in memory.
  }
}
