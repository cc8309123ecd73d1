import { createFileRoute } from '@tanstack/react-router';
import { webhookQueries } from '../../../features/webhooks/queries.ts';
import { WebhooksPage } from '../../../features/webhooks/webhooks-page.tsx';

export const Route = createFileRoute('/_authed/webhooks/')({
  // Start the fetch, never wait for it: offline the page shows what the cache has at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(webhookQueries.all(context.environment));
  },
  component: WebhooksPage,
});
