import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEnvironment } from '../../../../../features/auth/environment.ts';
import { destinationKeys } from '../../../../../features/destinations/queries.ts';
import { transferQueries } from '../../../../../features/transfers/queries.ts';
import { TransferJobPage } from '../../../../../features/transfers/transfer-job-page.tsx';

export const Route = createFileRoute('/_authed/destinations/$destinationId/transfers/$transferId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(transferQueries.detail(context.environment, params.transferId));
  },
  component: TransferRoute,
});

function TransferRoute() {
  const { destinationId, transferId } = Route.useParams();
  const queryClient = useQueryClient();
  const environment = useEnvironment();
  // A cancel or the job's end changes the destination's activity and last transfer too.
  const refreshDestination = () =>
    void queryClient.invalidateQueries({ queryKey: destinationKeys.detail(environment, destinationId) });
  return (
    <TransferJobPage destinationId={destinationId} transferId={transferId} onChanged={refreshDestination} />
  );
}
