import { useQuery } from '@tanstack/react-query';
import type { KeyState } from './generated-key-field.tsx';
import { destinationFormQueries } from './queries.ts';

/** The recipient's key, generated only once the form needs it and a recipient is chosen. */
export function useSshKey(recipientId: string, needed: boolean): KeyState {
  const query = useQuery({
    ...destinationFormQueries.sshKey(recipientId),
    enabled: needed && recipientId !== '',
  });
  if (recipientId === '') return { status: 'no-recipient' };
  if (query.data) return { status: 'ready', key: query.data };
  if (query.error)
    return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  return { status: 'loading' };
}
