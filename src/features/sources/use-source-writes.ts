/**
 * After a source is created, changed or deleted (SPEC.md §4): the list is cleared and fetched again
 * at once (so the copy kept for offline use is the new list too), and every other source read is
 * marked stale. A saved source's reply is what its page shows.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { Source } from '../../api/schemas/source.ts';
import { sourceKeys, sourceQueries } from './queries.ts';

export async function afterSourceWrite(queryClient: QueryClient, saved?: Source) {
  await queryClient.invalidateQueries({ queryKey: sourceKeys.root(), refetchType: 'none' });
  if (saved) queryClient.setQueryData(sourceKeys.detail(saved.id), saved);
  await queryClient.resetQueries({ queryKey: sourceKeys.list() });
  void queryClient.prefetchQuery(sourceQueries.list());
}

export function useAfterSourceWrite() {
  const queryClient = useQueryClient();
  return (saved?: Source) => afterSourceWrite(queryClient, saved);
}
