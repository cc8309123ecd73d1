/*
 * Runs in <head> before the first paint, so the page never flashes the wrong screen or theme: the CSP forbids
 * inline scripts, hence this small file of its own. It picks which prerendered first paint shows (the
 * sign-in screen or the signed-in frame, and its environment badge), and it does what applyScheme in
 * src/offline/color-scheme.ts does (a unit test runs both and compares): the choice saved in the user menu
 * under the key LOCAL_STORAGE_KEYS.theme of src/offline/storage-names.ts, else the system setting, becomes
 * the `dark` class on <html> and picks the theme-color meta. The app takes over once it runs.
 */
(() => {
  // The first paint prerendered into index.html (src/app/first-paint.tsx): the sign-in screen on /login
  // with no session remembered on this device (console.last-session, offline/last-session.ts); the
  // signed-in frame, in the environment last chosen (console.environment, offline/preferences.ts), where
  // a remembered session opens any other page but an onboarding link or the sign-in return; else none.
  // The app replaces it once it runs.
  const html = document.documentElement;
  const path = location.pathname;
  try {
    if (!localStorage.getItem('console.last-session')) {
      if (path === '/login') html.setAttribute('data-show-first-paint', 'login');
    } else if (!/^\/(onboard|login-successful)(\/|$)/.test(path)) {
      html.setAttribute('data-show-first-paint', 'shell');
      const environment = localStorage.getItem('console.environment') === 'staging' ? 'staging' : 'prod';
      html.setAttribute('data-first-paint-environment', environment);
      preloadFirstScreen(path);
    }
  } catch {
    // Storage is blocked: no session can be remembered either.
    if (path === '/login') html.setAttribute('data-show-first-paint', 'login');
  }
  // A returning user's first screen: the snapshot restore and the route's chunks, listed by the build
  // (vite.config.ts, firstScreenPreloads), fetched now beside the app's own code rather than level by
  // level once the router asks for them.
  function preloadFirstScreen(at) {
    const listed = document.getElementById('first-screen-chunks');
    if (!listed) return;
    const chunks = JSON.parse(listed.textContent || '{}');
    const screen = /^\/destinations\/(?!new\/?$)[^/]+\/?$/.test(at)
      ? 'destination'
      : /^\/(overview(\/.*)?)?$/.test(at)
        ? 'overview'
        : null;
    for (const href of [...(chunks.signedIn || []), ...((screen && chunks[screen]) || [])]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
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
  html.classList.toggle('dark', scheme === 'dark');
  for (const meta of document.querySelectorAll('meta[name="theme-color"][data-scheme]')) {
    const own = meta.dataset.scheme;
    meta.media = chosen === 'system' ? `(prefers-color-scheme: ${own})` : own === chosen ? 'all' : 'not all';
  }
})();
