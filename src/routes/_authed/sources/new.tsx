import { createFileRoute } from '@tanstack/react-router';
import { organizationQueries } from '../../../features/auth/queries.ts';
import { NewSourcePage } from '../../../features/sources/form/source-form-page.tsx';
import { sourceQueries } from '../../../features/sources/queries.ts';

export const Route = createFileRoute('/_authed/sources/new')({
  // Start what the form reads, never wait: offline it pauses and the page says so itself.
  loader: ({ context: { queryClient, environment } }) => {
    void queryClient.prefetchQuery(sourceQueries.vendors(environment));
    void queryClient
      .ensureQueryData(organizationQueries.detail(environment))
      .then((org) => queryClient.prefetchQuery(sourceQueries.form(environment, org.id)))
      .catch(() => undefined);
  },
  component: NewSourcePage,
});
