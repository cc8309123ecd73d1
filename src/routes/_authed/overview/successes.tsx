import { createFileRoute } from '@tanstack/react-router';
import { QueryView } from '../../../components/data/query-view.tsx';
import { SuccessesTable } from '../../../features/overview/successes-table.tsx';
import { useAllDestinations } from './-components/use-all-destinations.ts';

export const Route = createFileRoute('/_authed/overview/successes')({
  component: SuccessesTab,
});

function SuccessesTab() {
  const query = useAllDestinations();
  return (
    <QueryView query={query} loadingLabel="Loading successes">
      {(destinations) => <SuccessesTable destinations={destinations} />}
    </QueryView>
  );
}
