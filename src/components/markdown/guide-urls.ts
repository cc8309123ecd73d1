/**
 * Where a guide's links and images point. Guides are written against the API's own paths
 * (`/api/docs/images/flow.svg`), but the console may talk to an API on another host or under another
 * prefix (CONTRACT.md §1, `apiBaseUrl` from /config.json): such paths are moved onto the configured
 * base. Other relative paths resolve against the guide's own address (`<api>/docs`), like a page would.
 */
export interface GuideContext {
  /** `getApiBaseUrl()`: '/api' or an absolute URL, no trailing slash. */
  apiBaseUrl: string;
  /** The console's origin (`location.origin`), to tell other sites from ours. */
  origin: string;
}

/** The prefix guides use for API paths; the reference server mounts its API there. */
const API_PATH = /^\/?api(?=\/|$)/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function resolveGuideUrl(url: string, context: GuideContext): string {
  if (url === '' || url.startsWith('#') || url.startsWith('//') || HAS_SCHEME.test(url)) return url;
  if (API_PATH.test(url)) return `${context.apiBaseUrl}${url.replace(API_PATH, '')}`;
  if (url.startsWith('/')) return url;
  return new URL(url, new URL(`${context.apiBaseUrl}/docs`, context.origin)).href;
}

/** Whether a (resolved) link leaves the console: an http(s) address on another origin. */
export function isOtherOrigin(url: string, origin: string): boolean {
  try {
    const target = new URL(url, origin);
    return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin !== origin;
  } catch {
    return false;
  }
}
