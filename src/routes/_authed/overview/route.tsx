import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '../../../features/destinations/queries.ts';
import { OverviewLayout } from './-components/overview-layout.tsx';

export const Route = createFileRoute('/_authed/overview')({
  // Start loading the whole organisation (100 a page), never wait for it: the tabs show the cache or
  // a spinner at once, online or not.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(destinationQueries.all());
  },
  component: OverviewLayout,
});
