import { useRouterState } from '@tanstack/react-router';
import type { JSX, ReactNode } from 'react';
import { useGuidePrefetch } from '../components/setup-guide/use-guide-prefetch.ts';
import { useSession } from '../features/auth/session.ts';
import { useSearchedLists } from '../features/search/use-searched-lists.ts';
import { useDeferredUi } from './deferred-ui.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { DeferredUiFailed } from './shell/deferred-ui-failed.tsx';
import { useSessionAcrossTabs } from './shell/use-session-across-tabs.ts';
import { useStorageProblemToasts } from './shell/use-storage-problem-toasts.ts';
import { useApiErrorToasts } from './use-api-error-toasts.ts';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect.ts';

/** The signed-in layout route; the shell frames exactly the pages under it. */
const SIGNED_IN_LAYOUT_ID = '/_authed';

/**
 * Wraps every route (router InnerWrap): the shell for signed-in pages; toasts, lightbox and the update
 * prompt for all; and, while signed in, the background fetch of every setup guide and of the lists the
 * palette searches, for offline reading and search.
 */
export function AppFrame({ children }: { children: ReactNode }): JSX.Element {
  useApiErrorToasts();
  useUnauthorizedRedirect();
  const session = useSession();
  const signedIn = session.status === 'signed-in' ? session : null;
  useGuidePrefetch(signedIn);
  useSearchedLists(signedIn);
  useSessionAcrossTabs();
  useStorageProblemToasts();
  // Toasts wait in the toaster's store (components/ui/toaster.ts) until the view has loaded; the update
  // prompt's checks and the lightbox's dialog start with the deferred parts too (deferred-ui.ts).
  const parts = useDeferredUi();
  const signedInPage: boolean = useRouterState({
    select: (state) =>
      state.matches.some((match: { routeId: string }) => match.routeId === SIGNED_IN_LAYOUT_ID),
  });

  return (
    <>
      {signedInPage ? (
        <AppShell>{children}</AppShell>
      ) : (
        <>
          <DeferredUiFailed />
          {children}
        </>
      )}
      {parts && <parts.Toaster />}
      <ImageLightbox />
      {parts && <parts.UpdatePrompt />}
    </>
  );
}
