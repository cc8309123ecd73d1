import { useRouterState } from '@tanstack/react-router';
import type { JSX, ReactNode } from 'react';
import { Toaster } from '../components/ui/index.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { useApiErrorToasts } from './use-api-error-toasts.ts';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect.ts';

/** The signed-in layout route; the shell frames exactly the pages under it. */
const SIGNED_IN_LAYOUT_ID = '/_authed';

/** Wraps every route (router InnerWrap): the shell for signed-in pages, toasts and lightbox for all. */
export function AppFrame({ children }: { children: ReactNode }): JSX.Element {
  useApiErrorToasts();
  useUnauthorizedRedirect();
  const signedInPage: boolean = useRouterState({
    select: (state) =>
      state.matches.some((match: { routeId: string }) => match.routeId === SIGNED_IN_LAYOUT_ID),
  });

  return (
    <>
      {signedInPage ? <AppShell>{children}</AppShell> : children}
      <Toaster />
      <ImageLightbox />
    </>
  );
}
