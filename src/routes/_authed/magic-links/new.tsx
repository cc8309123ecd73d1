import { createFileRoute } from '@tanstack/react-router';
import { NewMagicLinkPage } from '../../../features/magic-links/new-magic-link-page.tsx';
import { magicLinkQueries } from '../../../features/magic-links/queries.ts';

export const Route = createFileRoute('/_authed/magic-links/new')({
  // Start every read the form needs, never wait: offline they pause and the page says so itself.
  loader: ({ context: { queryClient, environment } }) => {
    void queryClient.prefetchQuery(magicLinkQueries.vendors(environment));
    void queryClient.prefetchQuery(magicLinkQueries.recipients(environment));
  },
  component: NewMagicLinkPage,
});
