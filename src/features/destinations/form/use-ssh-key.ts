import { useQuery } from '@tanstack/react-query';
import type { SshPublicKey } from '../../../api/schemas/ssh-key.ts';
import { useEnvironment } from '../../auth/environment.ts';
import type { KeyState } from './generated-key-field.tsx';
import { destinationFormQueries } from './queries.ts';

/** Given with a form adapter: the definition's own key, or that none came with it. */
export const NO_GIVEN_KEY_TEXT = 'The SSH key for this form could not be read.';

/**
 * The recipient's key, generated only once the form needs it and a recipient is chosen — unless a
 * form adapter gives it (`given`, null when it has none): the session endpoint is then never asked.
 */
export function useSshKey(
  recipientId: string,
  needed: boolean,
  given?: SshPublicKey | null | undefined,
): KeyState {
  const environment = useEnvironment();
  const query = useQuery({
    ...destinationFormQueries.sshKey(environment, recipientId),
    enabled: given === undefined && needed && recipientId !== '',
  });
  if (given) return { status: 'ready', key: given };
  // Reading the page again reads the definition, and its key, again.
  if (given === null)
    return { status: 'error', message: NO_GIVEN_KEY_TEXT, retry: () => window.location.reload() };
  if (recipientId === '') return { status: 'no-recipient' };
  if (query.data) return { status: 'ready', key: query.data };
  if (query.error)
    return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  return { status: 'loading' };
}
