import { createFileRoute } from '@tanstack/react-router';
import { CredentialsPage } from '../../../features/recipients/credentials/credentials-page.tsx';
import { recipientQueries } from '../../../features/recipients/queries.ts';

export const Route = createFileRoute('/_authed/recipients/source-credentials')({
  // Start every read the table needs (names come from the recipient and source lists), never wait.
  loader: ({ context: { queryClient, environment } }) => {
    void queryClient.prefetchQuery(recipientQueries.credentials(environment));
    void queryClient.prefetchQuery(recipientQueries.all(environment));
    void queryClient.prefetchQuery(recipientQueries.sourceNames(environment));
  },
  component: CredentialsPage,
});
