import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '../../../components/data/query-view.tsx';
import { useDestinationRowPreload } from '../../../features/destinations/use-destination-row-preload.ts';
import { AlertsTable } from '../../../features/overview/alerts-table.tsx';
import { ListProgress } from '../../../features/overview/list-progress.tsx';
import { useAllDestinations } from './-components/use-all-destinations.ts';

export const Route = createFileRoute('/_authed/overview/')({
  component: AlertsTab,
});

function AlertsTab() {
  const { complete, dataUpdatedAt, loading, query, view } = useAllDestinations();
  const rowPreload = useDestinationRowPreload();
  return (
    <QueryView query={view} loadingLabel="Loading alerts">
      {(destinations) => (
        <div {...rowPreload}>
          <AlertsTable destinations={destinations} complete={complete} dataUpdatedAt={dataUpdatedAt} />
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
