import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageSearchEntries } from '../../../components/data/page-search.ts';
import { DestinationsPage } from '../../../features/destinations/destinations-page.tsx';
import { destinationQueries } from '../../../features/destinations/queries.ts';
import { readPageSize } from '../../../lib/pagination.ts';

export const Route = createFileRoute('/_authed/destinations/')({
  validateSearch: v.object(pageSearchEntries),
  loaderDeps: ({ search }) => ({ cursor: search.cursor, page_size: readPageSize(search.page_size).pageSize }),
  // Start the fetch, never wait for it: offline the query would pause, and the page shows what the
  // cache has (or its loading state) at once.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(destinationQueries.list(context.environment, deps));
  },
  component: DestinationsPage,
});
