/**
 * After a source is created, changed or deleted (SPEC.md §4): the list is cleared and fetched again
 * at once (so the copy kept for offline use is the new list too), and every other source read is
 * marked stale. A saved source's reply is what its page shows.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Environment } from '../../api/schemas/envelope.ts';
import type { Source } from '../../api/schemas/source.ts';
import { useEnvironment } from '../auth/environment.ts';
import { sourceKeys, sourceQueries } from './queries.ts';

export async function afterSourceWrite(environment: Environment, queryClient: QueryClient, saved?: Source) {
  await queryClient.invalidateQueries({ queryKey: sourceKeys.root(environment), refetchType: 'none' });
  if (saved) queryClient.setQueryData(sourceKeys.detail(environment, saved.id), saved);
  await queryClient.resetQueries({ queryKey: sourceKeys.list(environment) });
  void queryClient.prefetchQuery(sourceQueries.list(environment));
}

export function useAfterSourceWrite() {
  const environment = useEnvironment();
  const queryClient = useQueryClient();
  return (saved?: Source) => afterSourceWrite(environment, queryClient, saved);
}
