import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under /magic-links lands on the active links (SPEC.md §2.5). */
export const Route = createFileRoute('/_authed/magic-links/$')({
  beforeLoad: () => {
    throw redirect({ to: '/magic-links/active', replace: true });
  },
});
