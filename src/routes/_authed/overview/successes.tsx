import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '../../../components/data/query-view.tsx';
import { useDestinationRowPreload } from '../../../features/destinations/use-destination-row-preload.ts';
import { ListProgress } from '../../../features/overview/list-progress.tsx';
import { SuccessesTable } from '../../../features/overview/successes-table.tsx';
import { useAllDestinations } from './-components/use-all-destinations.ts';

export const Route = createFileRoute('/_authed/overview/successes')({
  component: SuccessesTab,
});

function SuccessesTab() {
  const { complete, dataUpdatedAt, loading, query, view } = useAllDestinations();
  const rowPreload = useDestinationRowPreload();
  return (
    <QueryView query={view} loadingLabel="Loading successes">
      {(destinations) => (
        <div {...rowPreload}>
          <SuccessesTable destinations={destinations} complete={complete} dataUpdatedAt={dataUpdatedAt} />
          <ListProgress
            complete={complete}
            loading={loading}
            onRetry={query.error ? () => void query.refetch() : undefined}
          />
        </div>
      )}
    </QueryView>
  );
}
