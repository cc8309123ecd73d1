import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '../../../features/auth/queries.ts';
import { NewDestinationPage } from '../../../features/destinations/form/destination-form-page.tsx';
import { destinationFormQueries } from '../../../features/destinations/form/queries.ts';

export const Route = createFileRoute('/_authed/destinations/new')({
  // Start every read the form needs, never wait: offline they pause and the page says so itself.
  loader: ({ context: { queryClient } }) => {
    void queryClient
      .ensureQueryData(organizationQueries.detail())
      .then((org) => queryClient.prefetchQuery(destinationFormQueries.definition(org.id)))
      .catch(() => undefined);
    void queryClient.prefetchQuery(destinationFormQueries.recipients());
    void queryClient.prefetchQuery(destinationFormQueries.models());
    void queryClient.prefetchQuery(destinationFormQueries.products());
  },
  component: NewDestinationPage,
});
