import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { modelQueries } from '../queries.ts';

/**
 * The model of a page. A 404 means the server does not know it (SPEC.md §2.11: null → redirect),
 * even if the cache remembers it. The environment is part of the key: a switch reads its model.
 */
export function useModel(id: string) {
  const environment = useEnvironment();
  const query = useQuery(modelQueries.detail(environment, id));
  const notFound = isApiError(query.error) && query.error.status === 404;
  return { query, notFound };
}
