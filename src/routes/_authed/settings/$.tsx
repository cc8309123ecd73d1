import { createFileRoute, redirect } from '@tanstack/react-router';

/** /settings has one tab; any other path under it lands there. */
export const Route = createFileRoute('/_authed/settings/$')({
  beforeLoad: () => {
    throw redirect({ to: '/settings', replace: true });
  },
});
