import { createFileRoute } from '@tanstack/react-router';
import { EditWebhookPage } from '../../../../features/webhooks/form/webhook-form-page.tsx';
import { webhookQueries } from '../../../../features/webhooks/queries.ts';

export const Route = createFileRoute('/_authed/webhooks/$webhookId/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(webhookQueries.detail(context.environment, params.webhookId));
  },
  component: EditRoute,
});

function EditRoute() {
  const { webhookId } = Route.useParams();
  return <EditWebhookPage webhookId={webhookId} />;
}
