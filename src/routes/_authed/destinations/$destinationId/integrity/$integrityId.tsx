import { createFileRoute } from '@tanstack/react-router';
import { IntegrityCheckPage } from '../../../../../features/integrity/integrity-check-page.tsx';
import { integrityQueries } from '../../../../../features/integrity/queries.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId/integrity/$integrityId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(integrityQueries.detail(params.destinationId, params.integrityId));
  },
  component: IntegrityRoute,
});

function IntegrityRoute() {
  const { destinationId, integrityId } = Route.useParams();
  return <IntegrityCheckPage destinationId={destinationId} jobId={integrityId} />;
}
