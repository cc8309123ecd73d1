import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '../../../features/destinations/queries.ts';
import { overviewQueries } from '../../../features/overview/queries.ts';
import { OverviewLayout } from './-components/overview-layout.tsx';

export const Route = createFileRoute('/_authed/overview')({
  // With nothing cached, start loading the chart's daily stats and the whole organisation (100 a page),
  // side by side, and never wait for them: the page shows spinners at once, online or not. What is
  // cached (restored from the device) shows at once and is refreshed by the page once it is on screen,
  // so that fifty pages of a large organisation do not compete with its first render.
  loader: ({ context: { queryClient } }) => {
    const stats = overviewQueries.dailyStats();
    if (queryClient.getQueryData(stats.queryKey) === undefined) void queryClient.prefetchQuery(stats);
    const destinations = destinationQueries.overview();
    if (queryClient.getQueryData(destinations.queryKey) === undefined)
      void queryClient.prefetchQuery(destinations);
  },
  component: OverviewLayout,
});
