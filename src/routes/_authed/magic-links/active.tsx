import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { pageSearchEntries } from '../../../components/data/page-search.ts';
import { MagicLinksPage } from '../../../features/magic-links/magic-links-page.tsx';
import { magicLinkQueries } from '../../../features/magic-links/queries.ts';
import { readPageSize } from '../../../lib/pagination.ts';

export const Route = createFileRoute('/_authed/magic-links/active')({
  validateSearch: v.object(pageSearchEntries),
  loaderDeps: ({ search }) => ({ cursor: search.cursor, page_size: readPageSize(search.page_size).pageSize }),
  // Start the fetch, never wait for it: offline the page shows what the cache has at once.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(magicLinkQueries.list(context.environment, deps));
  },
  component: MagicLinksPage,
});
