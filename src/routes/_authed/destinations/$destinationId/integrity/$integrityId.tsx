import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEnvironment } from '../../../../../features/auth/environment.ts';
import { destinationKeys } from '../../../../../features/destinations/queries.ts';
import { IntegrityCheckPage } from '../../../../../features/integrity/integrity-check-page.tsx';
import { integrityQueries } from '../../../../../features/integrity/queries.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId/integrity/$integrityId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      integrityQueries.detail(context.environment, params.destinationId, params.integrityId),
    );
  },
  component: IntegrityRoute,
});

function IntegrityRoute() {
  const { destinationId, integrityId } = Route.useParams();
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  // A cancel changes the destination's activity too.
  const refreshDestination = () =>
    void queryClient.invalidateQueries({ queryKey: destinationKeys.detail(environment, destinationId) });
  return (
    <IntegrityCheckPage destinationId={destinationId} jobId={integrityId} onChanged={refreshDestination} />
  );
}
