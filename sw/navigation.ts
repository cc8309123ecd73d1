/**
 * Which navigations the app shell answers. Client-side routes get the precached index.html (so deep links
 * open offline); the API, the server's logout and anything that looks like a file (a last path segment
 * with a dot: /config.json, /sw.js, /guide.md) always go to the network, so the shell never masks them.
 * Matched against pathname + search, as workbox's NavigationRoute does.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api(?:[/?]|$)/,
  /^\/logout(?:[/?]|$)/,
  // `^[^?]*` keeps the match inside the path: a dot in the query string does not make a file.
  /^[^?]*\/[^/?]*\.[^/?]*(?:\?.*)?$/,
];

export const isAppNavigation = (pathAndSearch: string) =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
