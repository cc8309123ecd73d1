/**
 * The pages around the form: 'Add Destination' at /destinations/new and 'Edit Destination' at
 * /destinations/{id}/edit. An id the server does not know (404) goes back to /destinations.
 */
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { isApiError } from '../../../api/errors.ts';
import { QueryView } from '../../../components/data/query-view.tsx';
import { TextLink } from '../../../components/data/text-link.tsx';
import { destinationHref } from '../destination-href.ts';
import { destinationQueries } from '../queries.ts';
import { DestinationForm } from './destination-form.tsx';

const NOT_FOUND_STATUS = 404;
const back = css({
  textStyle: 'sm',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { textDecoration: 'underline' },
});

function FormPage({
  title,
  backHref,
  backLabel,
  children,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="destination-form-heading" className={css({ display: 'grid', gap: '4' })}>
      <TextLink to={backHref} className={back}>
        ← {backLabel}
      </TextLink>
      <h1 id="destination-form-heading" className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export function NewDestinationPage() {
  return (
    <FormPage title="Add Destination" backHref="/destinations" backLabel="Destinations">
      <DestinationForm mode="create" />
    </FormPage>
  );
}

export function EditDestinationPage({ destinationId }: { destinationId: string }) {
  const query = useQuery(destinationQueries.detail(destinationId));
  if (isApiError(query.error) && query.error.status === NOT_FOUND_STATUS) {
    return <Navigate to="/destinations" replace />;
  }
  return (
    <FormPage
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
