import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { AppFrame } from './app-frame.tsx';
import { ErrorScreen, NotFoundScreen, PendingScreen } from './route-states.tsx';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // Back and forward within one path (a tab's ?page=) return to where the user was.
    scrollRestoration: true,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router must not keep its own copy of loader results.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    // The shell, toasts and lightbox live in the app ring, which routes may not import; InnerWrap puts
    // them around every route while still inside the router (links, navigation).
    InnerWrap: AppFrame,
  });
  // SPEC.md §2.2: every path change starts at the top, back and forward included; runs after the
  // router's own restoration. Not on the first load, nor for a #fragment the router scrolls to.
  router.subscribe('onRendered', ({ fromLocation, pathChanged, toLocation }) => {
    if (fromLocation && pathChanged && !toLocation.hash) window.scrollTo(0, 0);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
