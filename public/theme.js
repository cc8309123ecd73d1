/*
 * Runs in <head> before the first paint, so the page never flashes the wrong theme: the CSP forbids inline
 * scripts, hence this small file of its own. It does what applyScheme in src/offline/color-scheme.ts
 * does (a unit test runs both and compares): the choice saved in the user menu under the key
 * LOCAL_STORAGE_KEYS.theme of src/offline/storage-names.ts, else the system setting, becomes the `dark`
 * class on <html> and picks the theme-color meta. The app takes over once it runs.
 */
(() => {
  // The sign-in screen prerendered into index.html (src/app/first-paint.tsx) shows only on /login with no
  // session remembered on this device (console.last-session, offline/last-session.ts): elsewhere the app's
  // own first screen differs. The app replaces it once it runs.
  try {
    if (location.pathname === '/login' && !localStorage.getItem('console.last-session')) {
      document.documentElement.setAttribute('data-show-first-paint', '');
    }
  } catch {
    // Storage is blocked: no session can be remembered either.
    if (location.pathname === '/login') document.documentElement.setAttribute('data-show-first-paint', '');
  }
  let chosen = null;
  try {
    chosen = localStorage.getItem('console-device.theme');
  } catch {
    // Storage is blocked: follow the system.
  }
  if (chosen !== 'light' && chosen !== 'dark') chosen = 'system';
  const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
  const scheme = chosen === 'system' ? (systemDark ? 'dark' : 'light') : chosen;
  document.documentElement.classList.toggle('dark', scheme === 'dark');
  for (const meta of document.querySelectorAll('meta[name="theme-color"][data-scheme]')) {
    const own = meta.dataset.scheme;
    meta.media = chosen === 'system' ? `(prefers-color-scheme: ${own})` : own === chosen ? 'all' : 'not all';
  }
})();
