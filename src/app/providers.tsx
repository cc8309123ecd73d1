import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import type { AppRouter } from './router.tsx';

interface AppProps {
  queryClient: QueryClient;
  router: AppRouter;
  /** Called once the first screen is committed to the page. */
  onShown?: () => void;
}

/** The provider stack: the query cache outside, the router (and through it every screen) inside. */
export function App({ queryClient, router, onShown }: AppProps) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
