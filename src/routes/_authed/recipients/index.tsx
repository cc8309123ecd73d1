import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageSearchEntries } from '../../../components/data/page-search.ts';
import { recipientQueries } from '../../../features/recipients/queries.ts';
import { RecipientsPage } from '../../../features/recipients/recipients-page.tsx';
import { readPageSize } from '../../../lib/pagination.ts';

export const Route = createFileRoute('/_authed/recipients/')({
  validateSearch: v.object(pageSearchEntries),
  loaderDeps: ({ search }) => ({ cursor: search.cursor, page_size: readPageSize(search.page_size).pageSize }),
  // Start the fetch, never wait for it: offline the page shows the cache (or its state) at once.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(recipientQueries.list(context.environment, deps));
  },
  component: RecipientsPage,
});
