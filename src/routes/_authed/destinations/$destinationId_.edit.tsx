import { createFileRoute } from '@tanstack/react-router';
import { EditDestinationPage } from '../../../features/destinations/form/destination-form-page.tsx';
import { destinationQueries } from '../../../features/destinations/queries.ts';

/** /destinations/{id}/edit — not nested in the destination's tabbed layout (trailing underscore). */
export const Route = createFileRoute('/_authed/destinations/$destinationId_/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      destinationQueries.detail(context.environment, params.destinationId),
    );
  },
  component: EditRoute,
});

function EditRoute() {
  const { destinationId } = Route.useParams();
  return <EditDestinationPage destinationId={destinationId} />;
}
