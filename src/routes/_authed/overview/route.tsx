import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '../../../features/destinations/queries.ts';
import { useAllDestinations } from '../../../features/destinations/use-all-destinations.ts';
import { OverviewLayout } from '../../../features/overview/overview-layout.tsx';
import { overviewQueries } from '../../../features/overview/queries.ts';
import { loadOnce } from '../../../lib/load-once.ts';

/** On-call's gathering of the overdue rule's inputs, loaded with the overview's on-call part, not before. */
const loadOverdueInputs = loadOnce(() =>
  import('../../../features/on-call/overdue-inputs.ts').then((m) => m.overdueInputs),
);

export const Route = createFileRoute('/_authed/overview')({
  // With nothing cached, start loading the chart's daily stats and the whole organisation (100 a page),
  // side by side, and never wait for them: the page shows spinners at once, online or not. What is
  // cached (restored from the device) shows at once and is refreshed by the page once it is on screen,
  // so that fifty pages of a large organisation do not compete with its first render.
  loader: ({ context: { queryClient, environment } }) => {
    const stats = overviewQueries.dailyStats(environment);
    if (queryClient.getQueryData(stats.queryKey) === undefined) void queryClient.prefetchQuery(stats);
    const destinations = destinationQueries.overview(environment);
    if (queryClient.getQueryData(destinations.queryKey) === undefined)
      void queryClient.prefetchQuery(destinations);
  },
  component: OverviewRoute,
});

/** The overview shows the destinations feature's list, judged by on-call: the route joins the features. */
function OverviewRoute() {
  const { destinations, complete, dataUpdatedAt } = useAllDestinations();
  return (
    <OverviewLayout
      destinations={destinations}
      complete={complete}
      dataUpdatedAt={dataUpdatedAt}
      loadOverdueInputs={loadOverdueInputs}
    />
  );
}
