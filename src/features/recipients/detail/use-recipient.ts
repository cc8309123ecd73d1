import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors.ts';
import { useEnvironment } from '../../auth/environment.ts';
import { recipientQueries } from '../queries.ts';
import { isRecipientId } from '../recipient-id.ts';

const NOT_FOUND_STATUS = 404;

/** Why a recipient page has nothing to show: an id that cannot be one, or one the server does not know. */
export type MissingReason = 'malformed' | 'unknown';

/**
 * The recipient of a page. A malformed id is never asked for; a 404 means it does not exist (SPEC.md
 * §2.11: null → redirect), even if the cache remembers it. The environment is part of the key, so a
 * switch re-renders with the new environment's recipient.
 */
export function useRecipient(id: string) {
  const environment = useEnvironment();
  const wellFormed = isRecipientId(id);
  const query = useQuery({ ...recipientQueries.detail(environment, id), enabled: wellFormed });
  const missing: MissingReason | null = !wellFormed
    ? 'malformed'
    : isApiError(query.error) && query.error.status === NOT_FOUND_STATUS
      ? 'unknown'
      : null;
  return { query, missing };
}
