import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '../../../features/auth/queries.ts';
import { NewDestinationPage } from '../../../features/destinations/form/destination-form-page.tsx';
import { destinationFormQueries } from '../../../features/destinations/form/queries.ts';

export const Route = createFileRoute('/_authed/destinations/new')({
  // Start every read the form needs, never wait: offline they pause and the page says so itself.
  loader: ({ context: { queryClient, environment } }) => {
    void queryClient
      .ensureQueryData(organizationQueries.detail(environment))
      .then((org) => queryClient.prefetchQuery(destinationFormQueries.definition(environment, org.id)))
      .catch(() => undefined);
    void queryClient.prefetchQuery(destinationFormQueries.recipients(environment));
    void queryClient.prefetchQuery(destinationFormQueries.models(environment));
    void queryClient.prefetchQuery(destinationFormQueries.products(environment));
  },
  component: NewDestinationPage,
});
