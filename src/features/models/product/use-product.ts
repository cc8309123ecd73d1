import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { productQueries } from '../queries.ts';

/** The product of a page; `notFound` when the server does not know it (SPEC.md §2.11: redirect). */
export function useProduct(id: string) {
  const environment = useEnvironment();
  const query = useQuery(productQueries.detail(environment, id));
  const notFound = isApiError(query.error) && query.error.status === 404;
  return { query, notFound };
}
