import { createFileRoute } from '@tanstack/react-router';
import { EditRecipientPage } from '../../../../features/recipients/form/recipient-form-page.tsx';
import { recipientQueries } from '../../../../features/recipients/queries.ts';
import { isRecipientId } from '../../../../features/recipients/recipient-id.ts';

export const Route = createFileRoute('/_authed/recipients/$recipientId/edit')({
  // Start both reads, never wait: offline they pause and the page shows what the cache has.
  loader: ({ context, params }) => {
    if (isRecipientId(params.recipientId)) {
      void context.queryClient.prefetchQuery(
        recipientQueries.detail(context.environment, params.recipientId),
      );
    }
    void context.queryClient.prefetchQuery(recipientQueries.products(context.environment));
  },
  component: EditRoute,
});

function EditRoute() {
  const { recipientId } = Route.useParams();
  return <EditRecipientPage recipientId={recipientId} />;
}
