import { createFileRoute } from '@tanstack/react-router';
import { destinationQueries } from '../../../../features/destinations/queries.ts';
import { DestinationLayout } from './-components/destination-layout.tsx';

export const Route = createFileRoute('/_authed/destinations/$destinationId')({
  // Start the fetch, never wait for it: offline the page shows the cache (or its spinner) at once. On
  // intent (a row hovered or focused) this runs before the click.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(destinationQueries.detail(params.destinationId));
  },
  component: DestinationLayout,
});
