/**
 * Cache-Control for the built app. Files that name other files (the HTML shell, the service worker
 * and its registration, the manifest) must be revalidated on every load, or an update never shows;
 * Vite's hashed files under /assets/ never change, so browsers may keep them for a year; anything
 * else in dist/ (icons, robots.txt) is cached briefly.
 */
export const IMMUTABLE_MAX_AGE_S = 31_536_000;
export const SHORT_MAX_AGE_S = 600;

const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']);

export function cacheControlFor(urlPath: string): string {
  if (ALWAYS_REVALIDATE.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return `public, max-age=${IMMUTABLE_MAX_AGE_S}, immutable`;
  return `public, max-age=${SHORT_MAX_AGE_S}`;
}
