import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path under a webhook lands on the webhook itself (as under a destination, SPEC.md §2.4). */
export const Route = createFileRoute('/_authed/webhooks/$webhookId/$')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/webhooks/$webhookId', params: { webhookId: params.webhookId }, replace: true });
  },
});
