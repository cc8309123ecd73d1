/**
 * The source form for /sources/new and /sources/{id}/edit. It first loads what it reads — the
 * organisation (its id scopes the form, whose key choice shows that organisation's keys) and the
 * form definition, and for a new source the vendors on offer (GET /public/source-vendors) — then hands
 * over to the form itself. Each is a suppressed read (SPEC.md §8), so a failure is said here, with its
 * message ('Failed to fetch source vendors.' and the like) and Try again.
 */
import { useQuery } from '@tanstack/react-query';
import type { Source } from '../../../api/schemas/source.ts';
import { OFFLINE_NOT_SAVED_TEXT } from '../../../components/data/query-view.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/states.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { organizationQueries } from '../../auth/queries.ts';
import { sourceQueries } from '../queries.ts';
import { SourceFormBody } from './source-form-body.tsx';

export function SourceForm({ source }: { source?: Source | undefined }) {
  const environment = useEnvironment();
  const organization = useQuery(organizationQueries.detail(environment));
  const orgId = organization.data?.id ?? '';
  const definition = useQuery({ ...sourceQueries.form(environment, orgId), enabled: orgId !== '' });
  // An existing source's vendor is fixed and named without the list, so only a new one needs it.
  const vendors = useQuery({ ...sourceQueries.vendors(environment), enabled: !source });
  const queries = source ? [organization, definition] : [organization, definition, vendors];

  const failed = queries.find((q) => q.error && q.data === undefined);
  if (failed?.error) {
    const retry = () => {
      for (const q of queries) if (q.error) void q.refetch();
    };
    return <ErrorState message={failed.error.message} onRetry={retry} />;
  }
  if (!organization.data || !definition.data || (!source && !vendors.data)) {
    if (queries.some((q) => q.fetchStatus === 'paused'))
      return <EmptyState>{OFFLINE_NOT_SAVED_TEXT}</EmptyState>;
    return <LoadingState label="Loading source form" />;
  }
  return (
    <SourceFormBody
      // A new environment or another source starts a new form; a refetch of this one does not.
      key={`${environment}/${source?.id ?? 'new'}`}
      definition={definition.data}
      orgId={orgId}
      source={source}
      vendors={vendors.data}
    />
  );
}
