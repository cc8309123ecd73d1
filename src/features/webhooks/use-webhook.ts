import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/errors.ts';
import { useEnvironment } from '../auth/environment.ts';
import { webhookQueries } from './queries.ts';

const NOT_FOUND_STATUS = 404;

/**
 * One webhook for its detail and edit pages. `notFound` when the server says there is no such id
 * (SPEC.md §2.11: null → back to the list), even if the cache still remembers it. The environment is
 * part of the key, so a switch reads the new environment's webhook.
 */
export function useWebhook(id: string) {
  const environment = useEnvironment();
  const query = useQuery(webhookQueries.detail(environment, id));
  const notFound = isApiError(query.error) && query.error.status === NOT_FOUND_STATUS;
  return { query, notFound };
}
