import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { AppFrame } from './app-frame.tsx';
import { ErrorScreen, NotFoundScreen, PendingScreen } from './route-states.tsx';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // New pages start at the top; back and forward return to where the user was.
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
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
