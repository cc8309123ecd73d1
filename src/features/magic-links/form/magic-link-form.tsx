/**
 * The Generate Magic Link form (SPEC.md §2.5, §5). It first loads the link vendors and the
 * recipients, then hands over to the form itself.
 */
import { useQuery } from '@tanstack/react-query';
import { OFFLINE_NOT_SAVED_TEXT } from '../../../components/data/query-view.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/states.tsx';
import { useEnvironment } from '../../auth/environment.ts';
import { magicLinkQueries } from '../queries.ts';
import { LinkFormBody } from './link-form-body.tsx';

export function MagicLinkForm() {
  const environment = useEnvironment();
  const vendors = useQuery(magicLinkQueries.vendors(environment));
  const recipients = useQuery(magicLinkQueries.recipients(environment));
  const queries = [vendors, recipients];

  const failed = queries.find((q) => q.error && q.data === undefined);
  if (failed?.error) {
    const retry = () => {
      for (const q of queries) if (q.error) void q.refetch();
    };
    return <ErrorState message={failed.error.message} onRetry={retry} />;
  }
  if (!vendors.data || !recipients.data) {
    if (queries.some((q) => q.fetchStatus === 'paused'))
      return <EmptyState>{OFFLINE_NOT_SAVED_TEXT}</EmptyState>;
    return <LoadingState label="Loading magic link form" />;
  }
  // Another environment has other recipients: start over rather than keep a choice that is not there.
  return <LinkFormBody key={environment} vendors={vendors.data} recipients={recipients.data} />;
}
