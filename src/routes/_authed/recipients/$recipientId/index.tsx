import { createFileRoute } from '@tanstack/react-router';
import { RecipientDetailPage } from '../../../../features/recipients/detail/recipient-detail-page.tsx';
import { recipientQueries } from '../../../../features/recipients/queries.ts';
import { isRecipientId } from '../../../../features/recipients/recipient-id.ts';

export const Route = createFileRoute('/_authed/recipients/$recipientId/')({
  // Start the fetch, never wait for it; an id that cannot be a recipient is not asked for at all.
  loader: ({ context, params }) => {
    if (isRecipientId(params.recipientId)) {
      void context.queryClient.prefetchQuery(
        recipientQueries.detail(context.environment, params.recipientId),
      );
    }
  },
  component: DetailRoute,
});

function DetailRoute() {
  const { recipientId } = Route.useParams();
  return <RecipientDetailPage recipientId={recipientId} />;
}
