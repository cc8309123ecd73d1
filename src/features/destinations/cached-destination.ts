import type { QueryClient } from '@tanstack/react-query';
import type { Page } from '../../api/paging.ts';
import type { Destination } from '../../api/schemas/destination.ts';
import type { Environment } from '../../api/schemas/envelope.ts';

/**
 * A destination as the cached /destinations pages of one environment hold it, the most recently fetched
 * copy. Those rows and the detail share one shape (the overview keeps only a few fields of each
 * destination, so it is no stand-in for the detail).
 */
export function cachedDestination(
  client: QueryClient,
  environment: Environment,
  id: string,
): Destination | undefined {
  let best: { destination: Destination; updatedAt: number } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: [environment, 'destinations'] })) {
    if (query.queryKey[2] !== 'list') continue;
    const data = query.state.data as Page<Destination> | undefined;
    const destination = data?.items.find((d) => d.id === id);
    if (destination && (!best || query.state.dataUpdatedAt > best.updatedAt)) {
      best = { destination, updatedAt: query.state.dataUpdatedAt };
    }
  }
  return best?.destination;
}
