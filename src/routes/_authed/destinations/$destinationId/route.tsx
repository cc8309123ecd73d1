import { createFileRoute } from '@tanstack/react-router';
import { DestinationLayout } from '../../../../features/destinations/detail/destination-layout.tsx';
import { destinationQueries } from '../../../../features/destinations/queries.ts';

export const Route = createFileRoute('/_authed/destinations/$destinationId')({
  // Start the fetch, never wait for it: offline the page shows the cache (or its spinner) at once. On
  // intent (a row hovered or focused) this runs before the click.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      destinationQueries.detail(context.environment, params.destinationId),
    );
  },
  component: DestinationLayout,
});
