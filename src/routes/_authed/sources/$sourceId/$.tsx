import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under a source lands on its General tab (SPEC.md §2.8). */
export const Route = createFileRoute('/_authed/sources/$sourceId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/sources/$sourceId', params: { sourceId: params.sourceId }, replace: true });
  },
});
