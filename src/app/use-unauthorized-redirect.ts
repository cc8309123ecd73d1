import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onUnauthorized } from '../api/http.ts';
import { endExpiredSession } from '../features/auth/sign-out.ts';

/**
 * A 401 on a signed-in call means the session is gone (SPEC.md §4): sign out here too and go to
 * /login, keeping where the user was so that signing in again returns there. Several queries failing
 * at once sign out once (endExpiredSession ignores a session already signed out).
 */
export function useUnauthorizedRedirect() {
  const router = useRouter();
  useEffect(
    () =>
      onUnauthorized(() => {
        const { href } = router.state.location;
        void endExpiredSession(() =>
          router.navigate({ to: '/login', search: { redirect: href }, replace: true }),
        );
      }),
    [router],
  );
}
