/**
 * Where to go after signing in. The `redirect` search parameter and the value kept across an SSO or
 * Google round trip are user-controllable, so only same-origin paths are ever followed (no open
 * redirect to another site, no loop back into the sign-in pages).
 */

/** sessionStorage key for the target saved before leaving for the identity provider. */
export const SIGN_IN_REDIRECT_KEY = 'console.sign-in-redirect';
export const DEFAULT_SIGNED_IN_PATH = '/overview';

const PROBE_ORIGIN = 'https://console.invalid';
const SIGN_IN_PATHS = new Set(['/login', '/login-successful']);

const hasControlCharacter = (text: string) =>
  Array.from(text).some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** A same-origin path (with search and hash) safe to navigate to, or null. */
export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/')) return null;
  // "//evil.example" and "/\evil.example" are read by browsers as another host; control characters
  // can be stripped by URL parsing into the same thing.
  if (raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || SIGN_IN_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): KeyValueStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled by the browser: the round trip then lands on the default page
  }
}

/** Keeps the target across a full-page trip to the identity provider (same tab only). */
export function rememberRedirect(target: string | null, store = sessionStore()) {
  const safe = safeRedirect(target);
  try {
    if (safe) store?.setItem(SIGN_IN_REDIRECT_KEY, safe);
    else store?.removeItem(SIGN_IN_REDIRECT_KEY);
  } catch {
    // quota or privacy mode: losing the target only means landing on the overview
  }
}

/** The remembered target, once: it is removed as it is read. */
export function takeRememberedRedirect(store = sessionStore()): string | null {
  try {
    const value = store?.getItem(SIGN_IN_REDIRECT_KEY) ?? null;
    store?.removeItem(SIGN_IN_REDIRECT_KEY);
    return safeRedirect(value);
  } catch {
    return null;
  }
}
