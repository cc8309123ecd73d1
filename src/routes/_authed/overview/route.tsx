import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '../../../features/destinations/queries.ts';
import { overviewQueries } from '../../../features/overview/queries.ts';
import { OverviewLayout } from './-components/overview-layout.tsx';

export const Route = createFileRoute('/_authed/overview')({
  // Start loading the chart's daily stats and the whole organisation (100 a page), side by side, and
  // never wait for them: the page shows the cache or spinners at once, online or not.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(overviewQueries.dailyStats());
    void context.queryClient.prefetchQuery(destinationQueries.overview());
  },
  component: OverviewLayout,
});
