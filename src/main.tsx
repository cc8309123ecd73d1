/**
 * Start-up (ARCHITECTURE.md): read the runtime config, find who is signed in, restore that user's saved
 * snapshot into the query cache BEFORE the first render (a returning user sees the last data at once),
 * register the service worker, render.
 *
 * Who is signed in: the session remembered on this device (offline/last-session.ts) is restored without
 * waiting for the server, so a reload renders at once and works offline; the server confirms it in the
 * background (401 → the expired-session path, unreachable → stay, read-only). With nothing remembered
 * the server is asked first.
 */
import './index.css';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/http.ts';
import { loadConfig } from './app/load-config.ts';
import { App } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { type AppRouter, createAppRouter } from './app/router.tsx';
import { keepDeviceTracesInStep } from './features/auth/device-traces.ts';
import { bindQueryCache } from './features/auth/query-cache.ts';
import { session } from './features/auth/session.ts';
import { completeSignIn } from './features/auth/sign-in.ts';
import { endExpiredSession } from './features/auth/sign-out.ts';
import {
  checkRestoredSession,
  resolveStartupSession,
  type SessionVerdict,
  settleRestoredSession,
} from './features/auth/startup-session.ts';
import { keepAlertsOffline } from './features/on-call/keep-alerts-offline.ts';
import { afterFirstContent, firstContentShown, holdUntilFirstContent } from './lib/first-content.ts';
import { followColorScheme } from './offline/color-scheme.ts';
import { loadLastSession } from './offline/last-session.ts';
import { createPersistence, loadSnapshotStore } from './offline/persistence.ts';
import { loadEnvironment } from './offline/preferences.ts';
import { followNetworkStatus } from './offline/query-network.ts';
import { isOverviewPageKeyAfterEnvironment, restoreLaterFor } from './offline/snapshot/policy.ts';

/** The route that exchanges an identity provider's code for the session (routes/login-successful.tsx). */
const SIGN_IN_RETURN_PATH = '/login-successful';
/** performance.measure name of the snapshot restore at start-up (read by the offline journey). */
const RESTORE_MEASURE = 'console:restore';
/** A first screen without a content mark that still has data on its way after this is taken as shown. */
const FIRST_CONTENT_WAIT_MAX_MS = 10_000;

/**
 * A screen with a content mark releases what waits for it by making the mark (lib/perf-mark.ts); any
 * other is shown once drawn with no data on its way (or, should a request hang, after a while).
 */
function releaseWhenSettled(queryClient: QueryClient) {
  const cache = queryClient.getQueryCache();
  const settled = () => queryClient.isFetching() === 0;
  if (settled()) return firstContentShown();
  const timer = setTimeout(done, FIRST_CONTENT_WAIT_MAX_MS);
  const unsubscribe = cache.subscribe(() => settled() && done());
  function done() {
    clearTimeout(timer);
    unsubscribe();
    firstContentShown();
  }
}

function settle(verdict: SessionVerdict, router: AppRouter) {
  settleRestoredSession(verdict, {
    onExpired: () => {
      const { href } = router.state.location;
      void endExpiredSession(() =>
        router.navigate({ to: '/login', search: { redirect: href }, replace: true }),
      );
    },
    // Another user's session is in this browser now: start over as them, from their own snapshot.
    onOtherUser: () => window.location.reload(),
  });
}

async function start() {
  holdUntilFirstContent();
  // public/first-paint.js already chose light or dark before the first paint; from here the app keeps it live.
  followColorScheme();
  // The identity provider's return page starts a new session itself (token exchange): a remembered one
  // must not be restored there, nor declared expired by a check racing the exchange.
  const remembered = window.location.pathname === SIGN_IN_RETURN_PATH ? null : loadLastSession();
  // The snapshot store loads beside the config and session reads below: it is needed before the
  // first render when a session is remembered.
  if (remembered) loadSnapshotStore().catch(() => {});
  const configured = loadConfig().then(({ apiBaseUrl }) => configureApi({ baseUrl: apiBaseUrl }));
  // The session store starts in the environment last chosen here; the device follows the store from here on.
  session.choose({ environment: loadEnvironment() });

  const queryClient = createQueryClient();
  followNetworkStatus(queryClient);
  // The overview's pages and the kept activity and job pages are most of a large organisation's
  // snapshot: the first screen renders without waiting for those it does not show, and they are restored
  // right after (offline/snapshot/policy.ts).
  const restoreLater = restoreLaterFor(window.location.pathname);
  let firstScreenShown = () => {};
  const firstScreen = new Promise<void>((resolve) => {
    firstScreenShown = resolve;
  });
  bindQueryCache(
    queryClient,
    createPersistence(queryClient, {
      restoreLater,
      loadedForScreen: isOverviewPageKeyAfterEnvironment,
      firstScreen: () => firstScreen,
    }),
  );
  keepAlertsOffline(queryClient);
  keepDeviceTracesInStep();
  const router = createAppRouter(queryClient);
  // The first screen's code loads beside the config, the session and the restore, not after them.
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) router.loadRouteChunk(route)?.catch(() => {});
  }

  const restoreStart = performance.now();
  // A remembered session restores its snapshot while the config is read; the server confirms it after.
  let verdict: Promise<SessionVerdict> | undefined;
  if (remembered) {
    verdict = configured.then(() => checkRestoredSession(remembered));
    await Promise.all([completeSignIn(remembered), configured]);
  } else {
    await configured;
    const startup = await resolveStartupSession();
    if (startup.status === 'signed-in') await completeSignIn(startup);
  }
  performance.measure(RESTORE_MEASURE, { start: restoreStart });

  // The worker's install downloads the whole precache: it waits until the first screen shows its content.
  afterFirstContent()
    .then(() => import('./offline/register-sw.ts'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch(() => {});
  void firstScreen.then(() => releaseWhenSettled(queryClient));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  // The first route's code first, so that the first commit shows its screen rather than a pending one.
  await router.load();
  // Rendered in a transition, React yields to the browser every few milliseconds instead of blocking a
  // slow phone for hundreds; what the first screen does not need waits for its commit (firstScreen).
  // That commit replaces the prerendered first paint (app/first-paint.tsx), whichever was shown.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(<App queryClient={queryClient} router={router} onShown={firstScreenShown} />),
  );
  if (verdict) void verdict.then((result) => settle(result, router));
}

void start();
