import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../../api/paging.ts';
import type { Environment } from '../../../api/schemas/envelope.ts';
import type { Recipient } from '../../../api/schemas/recipient.ts';

/** The rows of a cached recipients query: a /recipients page, or every recipient (the form's list). */
function rowsOf(queryKey: readonly unknown[], data: unknown): readonly Recipient[] | undefined {
  if (queryKey[2] === 'list') return (data as Page<Recipient> | undefined)?.items;
  if (queryKey[2] === 'all') return data as Recipient[] | undefined;
  return undefined;
}

/**
 * A recipient as the cached recipient lists of one environment hold it (the newest copy): offline, a
 * destination's Recipient card names its recipient from them when the recipient's own page was never
 * saved. A list row is the whole recipient.
 */
export function cachedRecipient(
  client: QueryClient,
  environment: Environment,
  id: string,
): { recipient: Recipient; updatedAt: number } | undefined {
  let best: { recipient: Recipient; updatedAt: number } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: [environment, 'recipients'] })) {
    const recipient = rowsOf(query.queryKey, query.state.data)?.find((r) => r.id === id);
    if (recipient && (!best || query.state.dataUpdatedAt > best.updatedAt)) {
      best = { recipient, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return best;
}
