import { createFileRoute, redirect } from '@tanstack/react-router';

/** A model has one page; any path under it lands there (SPEC.md §2.2). */
export const Route = createFileRoute('/_authed/models/$modelId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/models/$modelId', params: { modelId: params.modelId }, replace: true });
  },
});
