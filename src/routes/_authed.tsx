import { createFileRoute, redirect } from '@tanstack/react-router';
import { session } from '../features/auth/session.ts';

/**
 * The signed-in pages. Signed out, any of them sends to /login, keeping the intended path (and search)
 * in `redirect`. Signed in, their loaders find the environment on screen in `context.environment`, the
 * first argument of every query factory (api/query-keys.ts). The shell around them (navigation, environment, user menu) is drawn by the app ring
 * (app/app-frame.tsx), which routes may not import.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    const current = session.get();
    if (current.status !== 'signed-in') {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
    return { environment: current.environment };
  },
});
