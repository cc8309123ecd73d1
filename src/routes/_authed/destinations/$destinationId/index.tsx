import { createFileRoute } from '@tanstack/react-router';
import { GeneralTab } from '../../../../features/destinations/detail/general-tab.tsx';
import { useRouteDestination } from '../../../../features/destinations/detail/use-route-destination.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId/')({
  component: GeneralRoute,
});

function GeneralRoute() {
  const { destination } = useRouteDestination();
  return destination ? <GeneralTab destination={destination} /> : null;
}
