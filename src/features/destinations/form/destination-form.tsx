/**
 * The destination form (SPEC.md §2.4), for /destinations/new, /destinations/{id}/edit and the
 * destination's Connection tab. It first loads what it reads — the organisation (its id scopes the
 * form definition and is what the confirmation asks for), the definition, recipients, models and
 * products — then hands over to the form itself.
 */
import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../../../api/schemas/destination.ts';
import { OFFLINE_NOT_SAVED_TEXT } from '../../../components/data/query-view.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/states.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { organizationQueries } from '../../auth/queries.ts';
import { DestinationFormBody } from './destination-form-body.tsx';
import { destinationFormQueries } from './queries.ts';

export type DestinationFormProps = { mode: 'create' } | { mode: 'edit'; destination: Destination };

export function DestinationForm(props: DestinationFormProps) {
  const environment = useEnvironment();
  const organization = useQuery(organizationQueries.detail(environment));
  const orgId = organization.data?.id ?? '';
  const definition = useQuery({
    ...destinationFormQueries.definition(environment, orgId),
    enabled: orgId !== '',
  });
  const recipients = useQuery(destinationFormQueries.recipients(environment));
  const models = useQuery(destinationFormQueries.models(environment));
  const products = useQuery(destinationFormQueries.products(environment));
  const queries = [organization, definition, recipients, models, products];

  const failed = queries.find((q) => q.error && q.data === undefined);
  if (failed?.error) {
    const retry = () => {
      for (const q of queries) if (q.error) void q.refetch();
    };
    return <ErrorState message={failed.error.message} onRetry={retry} />;
  }
  if (!organization.data || !definition.data || !recipients.data || !models.data || !products.data) {
    if (queries.some((q) => q.fetchStatus === 'paused'))
      return <EmptyState>{OFFLINE_NOT_SAVED_TEXT}</EmptyState>;
    return <LoadingState label="Loading destination form" />;
  }
  const destination = props.mode === 'edit' ? props.destination : undefined;
  return (
    <DestinationFormBody
      // A new environment or another destination starts a new form; a refetch of this one does not.
      key={`${environment}/${destination?.id ?? 'new'}`}
      definition={definition.data}
      destination={destination}
      organization={organization.data}
      recipients={recipients.data}
      models={models.data.map((m) => m.model_name)}
      products={products.data}
    />
  );
}
