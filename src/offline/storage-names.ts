/**
 * The one registry of every name the console writes to on this device, and of the versions that decide
 * when stored data is thrown away. Nothing else in the code base may invent a storage name: the sign-out
 * wipe finds what to delete by these prefixes. The service worker imports this file too, so it must stay
 * free of DOM-only APIs.
 */
import type { Environment } from '../api/schemas/envelope.ts';

/** Every IndexedDB database of the console starts with this (wipe matches it). */
export const DATABASE_PREFIX = 'console-';
/** One query-cache database per user and environment: `console-cache:<user key>:<environment>`. */
export const QUERY_CACHE_DATABASE_PREFIX = `${DATABASE_PREFIX}cache:`;
/** Form drafts of one user and environment, secrets never included: `console-drafts:<user key>:<environment>`. */
export const DRAFTS_DATABASE_PREFIX = `${DATABASE_PREFIX}drafts:`;
/** Schema version of the query-cache database (table layout; offline/db.ts upgrades to it step by step). */
export const QUERY_CACHE_DB_VERSION = 2;
/** Dexie schema version of the drafts database (table layout). Bump with a new `db.version()`. */
export const DRAFTS_DB_VERSION = 1;
/**
 * Shape version of the persisted query data. Bump it when a wire schema changes in a way that old
 * snapshots would no longer parse: every user's rows are then dropped on their next start. Not tied to
 * the build, so a deploy that does not change shapes keeps everyone's offline copy.
 */
export const QUERY_CACHE_BUSTER = 'queries-v1';

/** Every localStorage key of the console that belongs to the signed-in user starts with this (wipe matches it). */
export const LOCAL_STORAGE_PREFIX = 'console.';
/**
 * Keys that belong to the device, not to whoever is signed in (the look of the console), start with this
 * instead: the sign-out wipe keeps them, since they say nothing about the user and the next person at
 * this screen expects the same look.
 */
export const DEVICE_STORAGE_PREFIX = 'console-device.';
export const LOCAL_STORAGE_KEYS = {
  /**
   * The environment last chosen, so a reload starts where the user left. Not secret. public/first-paint.js
   * reads it too (the first paint's environment): rename it in both places.
   */
  environment: `${LOCAL_STORAGE_PREFIX}environment`,
  /**
   * Who was signed in last and in which environment (e-mail + environment, never a secret), so a reload
   * offline restores that user's snapshot at once (offline/last-session.ts). Wiped on sign-out.
   * public/first-paint.js reads whether it is there (which first paint to show): rename it in both places.
   */
  lastSession: `${LOCAL_STORAGE_PREFIX}last-session`,
  /**
   * 'light' or 'dark' when chosen in the user menu; absent means "follow the system" (offline/color-scheme.ts).
   * Kept on sign-out. public/first-paint.js reads it too, before the first paint: rename it in both places.
   */
  theme: `${DEVICE_STORAGE_PREFIX}theme`,
} as const;

/**
 * What the user last saw on the overview, per user and environment: the alerts and overdue destinations
 * then, and the summary of what changed since the look before (features/overview/last-look.ts).
 * `console.last-look:<user key>:<environment>`; wiped on sign-out with the user's other keys.
 */
export const lastLookStorageKey = (user: string, environment: Environment) =>
  `${LOCAL_STORAGE_PREFIX}last-look:${user}:${environment}`;

/** Runtime caches of the service worker start with this. */
export const RUNTIME_CACHE_PREFIX = 'console-';
/**
 * The service worker's runtime caches (sw/caching.ts), public images only, never API data. The version
 * is part of the name: bump it and the next worker deletes the old cache when it activates.
 */
export const RUNTIME_CACHES = {
  /** Vendor logos (`<api>/public/vendor-logos/<vendor>.svg`). */
  logos: `${RUNTIME_CACHE_PREFIX}logos-v1`,
  /** Setup-guide images (`<api>/docs/images/<name>`), fetched with every guide so guides read offline. */
  guideImages: `${RUNTIME_CACHE_PREFIX}guide-images-v1`,
} as const;
/**
 * The BroadcastChannel over which the console's tabs tell each other that the user signed out or that
 * another user signed in (features/auth/sign-out.ts). Stores nothing; named here so names stay in one place.
 */
export const SESSION_CHANNEL_NAME = 'console-session';
/** workbox-precaching names the app-shell cache `workbox-precache-v2-<scope>`. */
export const APP_SHELL_CACHE_PREFIX = 'workbox-precache-';

/** Hex characters of the e-mail's SHA-256 kept in database names: 64 bits, collisions are not a concern. */
const USER_KEY_HEX_LENGTH = 16;

/**
 * A stable, case-insensitive key for a user, so database names never contain the e-mail itself.
 * Rejects a blank e-mail: storing a snapshot under an anonymous key would mix users.
 */
export async function userKey(email: string): Promise<string> {
  const normalised = email.trim().toLowerCase();
  if (!normalised) throw new Error('Cannot name the offline cache: the signed-in e-mail is empty.');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return hex.slice(0, USER_KEY_HEX_LENGTH);
}

export const queryCacheDatabaseName = (key: string, environment: Environment) =>
  `${QUERY_CACHE_DATABASE_PREFIX}${key}:${environment}`;

export const draftsDatabaseName = (key: string, environment: Environment) =>
  `${DRAFTS_DATABASE_PREFIX}${key}:${environment}`;

export const isConsoleDatabase = (name: string) => name.startsWith(DATABASE_PREFIX);
export const isConsoleCache = (name: string) =>
  name.startsWith(RUNTIME_CACHE_PREFIX) || name.startsWith(APP_SHELL_CACHE_PREFIX);
export const isConsoleLocalStorageKey = (key: string) => key.startsWith(LOCAL_STORAGE_PREFIX);
