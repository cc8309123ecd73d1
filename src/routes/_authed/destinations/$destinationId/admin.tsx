import { createFileRoute } from '@tanstack/react-router';
import { AdminTab } from '../../../../features/destinations/detail/admin-tab.tsx';
import { useRouteDestination } from '../../../../features/destinations/detail/use-route-destination.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId/admin')({
  component: AdminRoute,
});

function AdminRoute() {
  const { destination } = useRouteDestination();
  return destination ? <AdminTab destination={destination} /> : null;
}
