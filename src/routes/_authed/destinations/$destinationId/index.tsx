import { createFileRoute } from '@tanstack/react-router';
import type { Destination } from '../../../../api/schemas/destination.ts';
import { GeneralTab } from '../../../../features/destinations/detail/general-tab.tsx';
import { useRouteDestination } from '../../../../features/destinations/detail/use-route-destination.ts';
import { useOverdue } from '../../../../features/on-call/use-overdue.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId/')({
  component: GeneralRoute,
});

function GeneralRoute() {
  const { destination } = useRouteDestination();
  return destination ? <General destination={destination} /> : null;
}

/** The destination's General tab with on-call's word on whether it is overdue: the route joins the two. */
function General({ destination }: { destination: Destination }) {
  return <GeneralTab destination={destination} overdue={useOverdue(destination)} />;
}
