import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { sourceQueries } from '../queries.ts';

const NOT_FOUND_STATUS = 404;

/**
 * The source every part of its pages reads: one query, one cache entry, under the key of the
 * environment on screen (so a switch reads the new environment's source).
 */
export function useSource(id: string) {
  const environment = useEnvironment();
  const query = useQuery(sourceQueries.detail(environment, id));
  // The server says it does not exist (SPEC.md §2.11: null → redirect), even if the cache remembers it.
  const notFound = isApiError(query.error) && query.error.status === NOT_FOUND_STATUS;
  return { query, notFound };
}
