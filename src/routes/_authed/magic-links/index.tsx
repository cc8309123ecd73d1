import { createFileRoute, redirect } from '@tanstack/react-router';

/** /magic-links itself shows the active links (SPEC.md §2.5). */
export const Route = createFileRoute('/_authed/magic-links/')({
  beforeLoad: () => {
    throw redirect({ to: '/magic-links/active', replace: true });
  },
});
