import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { modelQueries } from '../queries.ts';

/**
 * The model of a page. A 404 means the server does not know it (SPEC.md §2.11: null → redirect),
 * even if the cache remembers it. Reading the environment re-renders with its key after a switch.
 */
export function useModel(id: string) {
  useEnvironment();
  const query = useQuery(modelQueries.detail(id));
  const notFound = isApiError(query.error) && query.error.status === 404;
  return { query, notFound };
}
