import { createFileRoute } from '@tanstack/react-router';
import { SourcesPage } from '../../../features/sources/list/sources-page.tsx';
import { sourceQueries } from '../../../features/sources/queries.ts';

export const Route = createFileRoute('/_authed/sources/')({
  // Start the fetch, never wait for it: offline the page shows the cache (or its spinner) at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sourceQueries.list(context.environment));
  },
  component: SourcesPage,
});
