/**
 * The pages around the form: 'Add Destination' at /destinations/new and 'Edit Destination' at
 * /destinations/{id}/edit. An id the server does not know (404) goes back to /destinations.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { isApiError } from '../../../api/errors.ts';
import { QueryView } from '../../../components/data/query-view.tsx';
import { FormPage } from '../../../components/form/form-page.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationHref } from '../destination-href.ts';
import { destinationQueries } from '../queries.ts';
import { DestinationForm } from './destination-form.tsx';

const NOT_FOUND_STATUS = 404;

export function NewDestinationPage() {
  return (
    <FormPage
      headingId="destination-form-heading"
      title="Add Destination"
      backHref="/destinations"
      backLabel="Destinations"
    >
      <DestinationForm mode="create" />
    </FormPage>
  );
}

export function EditDestinationPage({ destinationId }: { destinationId: string }) {
  const environment = useEnvironment();
  const query = useQuery(destinationQueries.detail(environment, destinationId));
  if (isApiError(query.error) && query.error.status === NOT_FOUND_STATUS) {
    return <Navigate to="/destinations" replace />;
  }
  return (
    <FormPage
      headingId="destination-form-heading"
      title="Edit Destination"
      backHref={destinationHref(destinationId)}
      backLabel="Back to destination"
    >
      <QueryView query={query} loadingLabel="Loading destination">
        {(destination) => <DestinationForm mode="edit" destination={destination} />}
      </QueryView>
    </FormPage>
  );
}
