import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '../../../components/data/query-view.tsx';
import { AlertsTable } from '../../../features/overview/alerts-table.tsx';
import { useAllDestinations } from './-components/use-all-destinations.ts';

export const Route = createFileRoute('/_authed/overview/')({
  component: AlertsTab,
});

function AlertsTab() {
  const query = useAllDestinations();
  return (
    <QueryView query={query} loadingLabel="Loading alerts">
      {(destinations) => <AlertsTable destinations={destinations} />}
    </QueryView>
  );
}
