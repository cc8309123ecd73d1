import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { sourceQueries } from '../queries.ts';

const NOT_FOUND_STATUS = 404;

/**
 * The source every part of its pages reads: one query, one cache entry. Reading the environment
 * re-renders with the new environment's key after a switch.
 */
export function useSource(id: string) {
  useEnvironment();
  const query = useQuery(sourceQueries.detail(id));
  // The server says it does not exist (SPEC.md §2.11: null → redirect), even if the cache remembers it.
  const notFound = isApiError(query.error) && query.error.status === NOT_FOUND_STATUS;
  return { query, notFound };
}
