import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under a recipient lands on the recipient's page (SPEC.md §2.2: /recipients/*). */
export const Route = createFileRoute('/_authed/recipients/$recipientId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/recipients/$recipientId',
      params: { recipientId: params.recipientId },
      replace: true,
    });
  },
});
