import { createFileRoute } from '@tanstack/react-router';
import { useAllDestinations } from '../../../features/destinations/use-all-destinations.ts';
import { useDestinationRowPreload } from '../../../features/destinations/use-destination-row-preload.ts';
import { OverviewTab } from '../../../features/overview/overview-tab.tsx';

export const Route = createFileRoute('/_authed/overview/successes')({
  component: SuccessesTab,
});

/** The overview shows the destinations feature's list: the route joins the two features. */
function SuccessesTab() {
  return <OverviewTab tab="successes" list={useAllDestinations()} rowPreload={useDestinationRowPreload()} />;
}
