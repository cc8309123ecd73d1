import { createFileRoute } from '@tanstack/react-router';
import { CredentialsPage } from '../../../features/recipients/credentials/credentials-page.tsx';
import { recipientQueries } from '../../../features/recipients/queries.ts';

export const Route = createFileRoute('/_authed/recipients/source-credentials')({
  // Start every read the table needs (names come from the recipient and source lists), never wait.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(recipientQueries.credentials());
    void queryClient.prefetchQuery(recipientQueries.all());
    void queryClient.prefetchQuery(recipientQueries.sourceNames());
  },
  component: CredentialsPage,
});
