/**
 * The worker's runtime caches: which requests each keeps, for how long, and why. Only public images
 * the offline console needs: vendor logos (lists and the vendor select) and setup-guide images (guides
 * read offline, see src/components/setup-guide/guide-prefetch.ts). Never API data: the Cache API keys by
 * URL, not by user or environment, so API replies live in the per-user Dexie databases instead. Paths
 * are matched at the end of the URL, so an API served from another origin or under another prefix
 * (`apiBaseUrl` of /config.json) is covered too.
 */
import { RUNTIME_CACHE_PREFIX, RUNTIME_CACHES } from '../src/offline/storage-names.ts';

const DAY_S = 24 * 60 * 60;

export interface RuntimeRule {
  cacheName: string;
  /** Whether a GET to this URL belongs in the cache. */
  matches: (url: URL) => boolean;
  /** The least recently used entries beyond this are dropped. */
  maxEntries: number;
  /** An entry older than this is not served (and is dropped), online or not. */
  maxAgeSeconds: number;
}

export const RUNTIME_RULES: readonly RuntimeRule[] = [
  {
    cacheName: RUNTIME_CACHES.logos,
    matches: (url) => /\/public\/vendor-logos\/[^/]+\.svg$/.test(url.pathname),
    // One per vendor (20 today), with room for new ones.
    maxEntries: 60,
    maxAgeSeconds: 30 * DAY_S,
  },
  {
    cacheName: RUNTIME_CACHES.guideImages,
    matches: (url) => /\/docs\/images\/[^/]+$/.test(url.pathname),
    // Every image of every guide (10 today); a month covers a long absence, a release refreshes them.
    maxEntries: 100,
    maxAgeSeconds: 30 * DAY_S,
  },
];

const currentNames = new Set(RUNTIME_RULES.map((rule) => rule.cacheName));

/** Runtime caches of an older version (or a rule since removed): deleted when a new worker activates. */
export const outdatedRuntimeCaches = (names: readonly string[]): string[] =>
  names.filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX) && !currentNames.has(name));
