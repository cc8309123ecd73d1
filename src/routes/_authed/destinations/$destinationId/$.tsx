import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under a destination lands on its General tab (SPEC.md §2.4). */
export const Route = createFileRoute('/_authed/destinations/$destinationId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/destinations/$destinationId',
      params: { destinationId: params.destinationId },
      replace: true,
    });
  },
});
