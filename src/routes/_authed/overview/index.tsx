import { createFileRoute } from '@tanstack/react-router';
import { useAllDestinations } from '../../../features/destinations/use-all-destinations.ts';
import { useDestinationRowPreload } from '../../../features/destinations/use-destination-row-preload.ts';
import { OverviewTab } from '../../../features/overview/overview-tab.tsx';

export const Route = createFileRoute('/_authed/overview/')({
  component: AlertsTab,
});

/** The overview shows the destinations feature's list: the route joins the two features. */
function AlertsTab() {
  return <OverviewTab tab="alerts" list={useAllDestinations()} rowPreload={useDestinationRowPreload()} />;
}
