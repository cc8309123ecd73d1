import { createFileRoute } from '@tanstack/react-router';
import { OFFLINE_NOT_SAVED_TEXT } from '../../../../components/data/query-view.tsx';
import { EmptyState } from '../../../../components/data/states.tsx';
import { useRouteDestination } from '../../../../features/destinations/detail/use-route-destination.ts';
import { DestinationForm } from '../../../../features/destinations/form/destination-form.tsx';

export const Route = createFileRoute('/_authed/destinations/$destinationId/connection')({
  component: ConnectionRoute,
});

/** The connection tab (SPEC.md §2.4): the edit form of this destination. */
function ConnectionRoute() {
  const { destination, partial } = useRouteDestination();
  if (!destination) return <EmptyState>The destination could not be found.</EmptyState>;
  // Offline from the overview's entry: no settings to fill the form with, and an empty form would lie.
  if (partial) return <EmptyState>{OFFLINE_NOT_SAVED_TEXT}</EmptyState>;
  return <DestinationForm mode="edit" destination={destination} />;
}
