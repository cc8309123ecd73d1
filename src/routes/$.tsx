import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_SIGNED_IN_PATH } from '../features/auth/redirect.ts';
import { session } from '../features/auth/session.ts';

/**
 * Any path no route claims (SPEC.md §2.1, §2.2): signed in, the overview; signed out, /login keeping
 * the path, so that signing in lands where the user meant to go (or, if it is unknown, the overview).
 */
export const Route = createFileRoute('/$')({
  beforeLoad: ({ location }) => {
    if (session.get().status === 'signed-in') throw redirect({ href: DEFAULT_SIGNED_IN_PATH, replace: true });
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
});
