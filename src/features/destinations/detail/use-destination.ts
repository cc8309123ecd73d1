import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { destinationQueries } from '../queries.ts';

/**
 * The destination every part of its page reads: one query, one cache entry, shown at once from the list
 * row that was clicked when there is one. Reading the environment re-renders with the new environment's
 * key after a switch.
 */
export function useDestination(id: string) {
  useEnvironment();
  const query = useQuery(destinationQueries.detailWithListRow(useQueryClient(), id));
  // The server says it does not exist (SPEC.md §2.11: null → redirect), even if the cache remembers it.
  const notFound = isApiError(query.error) && query.error.status === 404;
  return { query, notFound };
}
