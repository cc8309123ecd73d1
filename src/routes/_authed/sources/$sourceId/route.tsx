import { createFileRoute } from '@tanstack/react-router';
import { SourceLayout } from '../../../../features/sources/detail/source-layout.tsx';
import { sourceQueries } from '../../../../features/sources/queries.ts';

export const Route = createFileRoute('/_authed/sources/$sourceId')({
  // Start the fetch, never wait for it: offline the page shows the cache (or its spinner) at once.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(sourceQueries.detail(context.environment, params.sourceId));
  },
  component: SourceLayout,
});
